import { CLIENT_STATUSES, type Client, type ClientStatus, clientInputSchema } from '@proclub/contracts/crm';
import { useState } from 'react';
import { FormInput, FormTextarea } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { FormField } from '@/components/ui/form-field';
import { useCreateClient } from '../api/use-create-client';
import { useUpdateClient } from '../api/use-update-client';
import { textValues } from '../form-values';
import { clientStatusLabels } from '../status-colors';
import { StatusField } from './status-field';
import { TagPicker } from './tag-picker';

/** Add/Edit Client: name* and email* (format checked), phone, company, notes, status. */
export function ClientFormDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const form = useZodForm(clientInputSchema, {
    ...textValues(client, ['name', 'email', 'phone', 'company', 'notes']),
    status: client?.status ?? ('active' as ClientStatus),
  });
  // Tags are chosen as chips, reusing the seller's existing tags (the server lower-cases and de-duplicates too).
  const [tagList, setTagList] = useState(client?.tags ?? []);
  const tags = () => tagList;
  const save = () =>
    saveForm(
      form,
      (data) =>
        client
          ? updateClient.mutateAsync({ id: client.id, input: { ...data, tags: tags() } })
          : createClient.mutateAsync({ ...data, tags: tags() }),
      { success: client ? 'Client updated successfully' : 'Client added successfully', failure: 'Failed to save client' },
    );

  return (
    <FormDialog
      title={client ? 'Edit Client' : 'Add Client'}
      description={client ? 'Update the client’s details and status.' : 'Add a client to track their projects.'}
      formLabel="Client details"
      submitLabel={client ? 'Update Client' : 'Add Client'}
      onSubmit={save}
      onClose={onClose}
    >
      <FormInput form={form} name="name" id="client-name" label="Name *" aria-required="true" maxLength={120} />
      <FormInput
        form={form}
        name="email"
        id="client-email"
        label="Email *"
        type="email"
        aria-required="true"
        maxLength={254}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="phone" id="client-phone" label="Phone" type="tel" maxLength={40} />
        <FormInput form={form} name="company" id="client-company" label="Company" maxLength={120} />
      </div>
      <StatusField form={form} id="client-status" statuses={CLIENT_STATUSES} labels={clientStatusLabels} />
      <FormField id="client-tags" label="Tags" hint="Press Enter after each tag, e.g. vip, newsletter">
        <TagPicker id="client-tags" value={tagList} onChange={setTagList} />
      </FormField>
      <FormTextarea form={form} name="notes" id="client-notes" label="Notes" rows={3} maxLength={5000} />
    </FormDialog>
  );
}
