import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_STATUSES, type Client, type ClientData, type ClientStatus, clientInputSchema } from '@proclub/contracts/crm';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogActions } from '@/components/form/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useCreateClient } from '../api/use-create-client';
import { useUpdateClient } from '../api/use-update-client';
import { clientStatusLabels } from '../status-colors';

interface ClientFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  notes: string;
  status: ClientStatus;
}

const FIELDS = ['name', 'email', 'phone', 'company', 'notes', 'status'] as const;

/** Add/Edit Client: name* and email* (format checked), phone, company, notes, status. */
export function ClientFormDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const form = useForm<ClientFormValues, unknown, ClientData>({
    resolver: zodResolver(clientInputSchema) as Resolver<ClientFormValues, unknown, ClientData>,
    defaultValues: {
      name: client?.name ?? '',
      email: client?.email ?? '',
      phone: client?.phone ?? '',
      company: client?.company ?? '',
      notes: client?.notes ?? '',
      status: client?.status ?? 'active',
    },
  });
  // Tags are typed as one comma-separated line and sent as a list (the server lower-cases and de-duplicates).
  const [tagsText, setTagsText] = useState((client?.tags ?? []).join(', '));
  const tags = () =>
    tagsText
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof ClientFormValues) => errors[name]?.message;

  const submit = form.handleSubmit(async (data) => {
    try {
      if (client) {
        await updateClient.mutateAsync({ id: client.id, input: { ...data, tags: tags() } });
        toast.success('Client updated successfully');
      } else {
        await createClient.mutateAsync({ ...data, tags: tags() });
        toast.success('Client added successfully');
      }
      onClose();
    } catch (failure) {
      showServerFieldErrors(failure, FIELDS, form.setError);
      toast.error(errorMessage(failure, 'Failed to save client'));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{client ? 'Edit Client' : 'Add Client'}</DialogTitle>
          <DialogDescription>
            {client ? 'Update the client’s details and status.' : 'Add a client to track their projects.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Client details">
          <FormField id="client-name" label="Name *" error={error('name')}>
            <Input
              {...fieldControlProps('client-name', error('name'))}
              aria-required="true"
              maxLength={120}
              {...form.register('name')}
            />
          </FormField>
          <FormField id="client-email" label="Email *" error={error('email')}>
            <Input
              {...fieldControlProps('client-email', error('email'))}
              type="email"
              aria-required="true"
              maxLength={254}
              autoComplete="off"
              {...form.register('email')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="client-phone" label="Phone" error={error('phone')}>
              <Input
                {...fieldControlProps('client-phone', error('phone'))}
                type="tel"
                maxLength={40}
                {...form.register('phone')}
              />
            </FormField>
            <FormField id="client-company" label="Company" error={error('company')}>
              <Input {...fieldControlProps('client-company', error('company'))} maxLength={120} {...form.register('company')} />
            </FormField>
          </div>
          <FormField id="client-status" label="Status" error={error('status')}>
            <NativeSelect {...fieldControlProps('client-status', error('status'))} {...form.register('status')}>
              {CLIENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {clientStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="client-tags" label="Tags" hint="Comma-separated, e.g. vip, newsletter">
            <Input id="client-tags" value={tagsText} onChange={(event) => setTagsText(event.target.value)} />
          </FormField>
          <FormField id="client-notes" label="Notes" error={error('notes')}>
            <Textarea
              {...fieldControlProps('client-notes', error('notes'))}
              rows={3}
              maxLength={5000}
              {...form.register('notes')}
            />
          </FormField>
          <DialogActions onCancel={onClose} busy={isSubmitting}>
            {client ? 'Update Client' : 'Add Client'}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
