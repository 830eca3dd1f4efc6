import type { AnalysisResult } from '@proclub/contracts/analysis';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogActions } from '@/components/form/dialog-actions';
import { useClientOptions } from '@/components/pickers/client-options';
import { ClientPicker } from '@/components/pickers/client-picker';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { ApiClientError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { useCreateProposal } from '../api/use-create-proposal';
import { useProspect } from '../api/use-prospect';
import { type NewClientDraft, type NewClientErrors, NewClientFields, toNewClient } from './new-client-fields';

export interface CreateProposalDialogProps {
  result: AnalysisResult & { id: string };
  productIds: string[];
  onClose: () => void;
}

/**
 * A draft proposal with the chosen recommendations as line items, for a new client made from what the
 * analysis found (prefilled, editable) or for one of the seller's clients.
 */
export function CreateProposalDialog({ result, productIds, onClose }: CreateProposalDialogProps) {
  const clients = useClientOptions();
  const prospect = useProspect(result.id);
  const create = useCreateProposal();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'new' | 'existing' | null>(null);
  const [clientId, setClientId] = useState('');
  const [draft, setDraft] = useState<NewClientDraft | null>(null);
  const [draftErrors, setDraftErrors] = useState<NewClientErrors>({});
  const [title, setTitle] = useState('');
  const [clientError, setClientError] = useState<string>();
  // Once the prospect is read: a known site preselects its client, otherwise a new client is prefilled.
  useEffect(() => {
    // Without the prospect's details the seller can still pick one of their clients.
    if (prospect.isError && !mode) setMode('existing');
    if (!prospect.data || mode) return;
    const found = prospect.data;
    setDraft({
      name: found.name ?? '',
      email: found.email ?? '',
      phone: found.phone ?? '',
      address: found.address ?? '',
      website: found.website,
    });
    if (found.existingClient) setClientId(found.existingClient.id);
    setMode(found.existingClient ? 'existing' : 'new');
  }, [prospect.data, prospect.isError, mode]);
  const items = result.recommendations.filter((item) => productIds.includes(item.productId));
  const monthly = items.reduce((sum, item) => sum + item.monthlyPrice, 0);
  const setup = items.reduce((sum, item) => sum + item.setupFee, 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === 'existing' && !clientId) {
      setClientError('Please select a client');
      return;
    }
    if (mode === 'new' && draft) {
      const errors: NewClientErrors = {};
      if (!draft.name.trim()) errors.name = 'Business name is required';
      if (!draft.email.trim()) errors.email = 'Email is required';
      setDraftErrors(errors);
      if (Object.keys(errors).length) return;
    }
    try {
      const proposal = await create.mutateAsync(
        mode === 'new' && draft
          ? { analysisId: result.id, newClient: toNewClient(draft), productIds, title }
          : { analysisId: result.id, clientId, productIds, title },
      );
      toastSuccess('Proposal created');
      onClose();
      navigate(`/hub/proposals?open=${proposal.id}`);
    } catch (failure) {
      // The server's field issues on the new client (newClient.email …) show next to their fields.
      if (failure instanceof ApiClientError && mode === 'new') {
        const errors: NewClientErrors = {};
        for (const issue of failure.fields) {
          const key = issue.field.replace(/^newClient\./, '') as keyof NewClientDraft;
          if (issue.field.startsWith('newClient.') && draft && key in draft) errors[key] = issue.message;
        }
        if (Object.keys(errors).length) setDraftErrors(errors);
      }
      toastFailure(failure, 'Failed to create proposal');
    }
  };

  return (
    <TitledDialog
      title="Create Proposal"
      description={
        <>A draft proposal with {items.length === 1 ? 'this recommendation' : `these ${items.length} recommendations`}.</>
      }
      onClose={onClose}
    >
      {!mode || (mode === 'new' && !draft) ? (
        <div className="space-y-3" role="status" aria-label="Reading what the analysis found">
          <Spinner />
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create proposal">
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-2 text-sm font-medium">Client</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="client-mode" checked={mode === 'new'} onChange={() => setMode('new')} />
              New client from this analysis
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="client-mode"
                checked={mode === 'existing'}
                disabled={clients.data?.length === 0}
                onChange={() => setMode('existing')}
              />
              Existing client
            </label>
          </fieldset>
          {mode === 'new' && draft ? (
            <NewClientFields value={draft} errors={draftErrors} onChange={setDraft} />
          ) : (
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
          )}
          <FormField id="proposal-title" label="Title" hint="Optional; defaults to “Growth plan for {client}”.">
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
          <DialogActions onCancel={onClose} busy={create.isPending}>
            Create Proposal
          </DialogActions>
        </form>
      )}
    </TitledDialog>
  );
}
