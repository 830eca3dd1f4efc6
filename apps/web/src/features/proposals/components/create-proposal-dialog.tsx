import type { AnalysisResult } from '@proclub/contracts/analysis';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useClientOptions } from '@/components/pickers/client-options';
import { ClientPicker } from '@/components/pickers/client-picker';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/utils';
import { useCreateProposal } from '../api/use-create-proposal';

export interface CreateProposalDialogProps {
  result: AnalysisResult & { id: string };
  productIds: string[];
  onClose: () => void;
}

/** A draft proposal for one of the seller's active clients with the chosen recommendations as line items. */
export function CreateProposalDialog({ result, productIds, onClose }: CreateProposalDialogProps) {
  const clients = useClientOptions();
  const create = useCreateProposal();
  const navigate = useNavigate();
  const [clientId, setClientId] = useState('');
  const [title, setTitle] = useState('');
  const [clientError, setClientError] = useState<string>();
  const items = result.recommendations.filter((item) => productIds.includes(item.productId));
  const monthly = items.reduce((sum, item) => sum + item.monthlyPrice, 0);
  const setup = items.reduce((sum, item) => sum + item.setupFee, 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!clientId) {
      setClientError('Please select a client');
      return;
    }
    try {
      const proposal = await create.mutateAsync({ analysisId: result.id, clientId, productIds, title });
      toast.success('Proposal created');
      onClose();
      navigate(`/hub/proposals?open=${proposal.id}`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to create proposal'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Proposal</DialogTitle>
          <DialogDescription>
            A draft proposal with {items.length === 1 ? 'this recommendation' : `these ${items.length} recommendations`}.
          </DialogDescription>
        </DialogHeader>
        {clients.data && clients.data.length === 0 ? (
          <div className="space-y-3 text-sm">
            <p>Proposals are made for a client. Add the client in your CRM first.</p>
            <Link to="/crm" className={buttonClasses('default', 'sm')}>
              Go to CRM
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create proposal">
            <FormField id="proposal-client" label="Client *" error={clientError}>
              <ClientPicker
                {...fieldControlProps('proposal-client', clientError)}
                aria-required="true"
                value={clientId}
                onChange={(id) => {
                  setClientId(id);
                  setClientError(undefined);
                }}
              />
            </FormField>
            <FormField id="proposal-title" label="Title" hint="Optional; defaults to “Growth plan for {site}”.">
              <Input id="proposal-title" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
            </FormField>
            <ul className="divide-y divide-border rounded-md border border-border text-sm" aria-label="Line items">
              {items.map((item) => (
                <li key={item.productId} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 truncate">{item.product}</span>
                  <span className="shrink-0 tabular-nums text-muted-foreground">
                    {formatMoney(item.setupFee)} + {formatMoney(item.monthlyPrice)}/month
                  </span>
                </li>
              ))}
              <li className="flex items-center justify-between gap-3 px-3 py-2 font-semibold">
                <span>Total</span>
                <span className="tabular-nums">
                  {formatMoney(setup)} + {formatMoney(monthly)}/month
                </span>
              </li>
            </ul>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <Spinner />}
                Create Proposal
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
