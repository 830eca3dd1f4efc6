import type { Client } from '@proclub/contracts/crm';
import { Building2, Mail, Megaphone, Pencil, Phone, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DeleteIconButton } from '@/components/ui/confirm-dialog';
import { RecordCard } from '@/components/ui/record-card';
import { formatDay } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useDeleteClient } from '../api/use-delete-client';
import { ClientCampaignsDialog } from './client-campaigns-dialog';
import { ClientStatusBadge } from './status-badge';

export function ClientCard({
  client,
  onEdit,
  selected = false,
  onSelect,
}: {
  client: Client;
  onEdit: () => void;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const deleteClient = useDeleteClient();
  const [campaigns, setCampaigns] = useState(false);
  const remove = () => {
    deleteClient.mutate(client.id, {
      onSuccess: () => toastSuccess('Client deleted successfully'),
      onError: (error) => toastFailure(error, 'Failed to delete client'),
    });
  };

  return (
    <RecordCard
      label={client.name}
      testId="client-card"
      heading={
        <span className="flex min-w-0 items-center gap-2">
          {onSelect && (
            <input
              type="checkbox"
              aria-label={`Select ${client.name}`}
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
            />
          )}
          <Link to={`/crm/clients/${client.id}`} className="truncate hover:underline">
            {client.name}
          </Link>
        </span>
      }
      subtitle={
        client.company && (
          <p className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
            <Building2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {client.company}
          </p>
        )
      }
      badge={<ClientStatusBadge status={client.status} />}
      gap="gap-3"
    >
      <dl className="space-y-1.5 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <Mail className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Email</span>
          </dt>
          <dd className="min-w-0 truncate">
            <a href={`mailto:${client.email}`} className="hover:underline">
              {client.email}
            </a>
          </dd>
        </div>
        {client.assignee && (
          <div className="flex items-center gap-2">
            <dt>
              <UserCheck className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Assigned to</span>
            </dt>
            <dd className="min-w-0 truncate">{client.assignee.name}</dd>
          </div>
        )}
        {client.phone && (
          <div className="flex items-center gap-2">
            <dt>
              <Phone className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Phone</span>
            </dt>
            <dd>{client.phone}</dd>
          </div>
        )}
      </dl>
      {client.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {client.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {client.notes && <p className="line-clamp-3 whitespace-pre-line text-sm text-muted-foreground">{client.notes}</p>}
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-border pt-3">
        <span className="text-xs text-muted-foreground">Added {formatDay(client.createdAt)}</span>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={() => setCampaigns(true)} aria-label={`Campaigns for ${client.name}`}>
            <Megaphone className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${client.name}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <DeleteIconButton
            label={`Delete ${client.name}`}
            question="Are you sure you want to delete this client?"
            onConfirm={remove}
            disabled={deleteClient.isPending}
          />
        </div>
      </div>
      {campaigns && <ClientCampaignsDialog client={client} onClose={() => setCampaigns(false)} />}
    </RecordCard>
  );
}
