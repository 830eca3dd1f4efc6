import type { ClientContact } from '@proclub/contracts/client-contacts';
import { PORTAL_EVENT } from '@proclub/contracts/portal';
import { useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { Mail, Phone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { QueryStatus } from '@/components/ui/query-status';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';
import { toastAction } from '@/lib/toast-action';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import {
  contactKeys,
  type PortalAccessList,
  useClientContacts,
  useContactMutations,
  usePortalAccess,
} from '../api/use-client-contacts';

const ago = (at: string) => formatDistanceToNow(new Date(at), { addSuffix: true });

/** The client's people (primary first), their portal access, and the client's live portal activity (issue 33). */
export function ClientContacts({ clientId }: { clientId: string }) {
  const contacts = useClientContacts(clientId);
  const access = usePortalAccess(clientId);
  const [activity, setActivity] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const workspaceId = useCurrentWorkspaceId();
  useRealtimeChannel(workspaceId ? `workspace:${workspaceId}` : null, (event) => {
    if (event.type !== PORTAL_EVENT || event.clientId !== clientId) return;
    setActivity((items) => [String(event.text), ...items].slice(0, 10));
    void queryClient.invalidateQueries({ queryKey: contactKeys.portal(clientId) });
    void queryClient.invalidateQueries({ queryKey: ['crm'] });
  });

  return (
    <Card className="space-y-3 p-4">
      <h2 id="section-contacts" className="font-semibold">
        Contacts
      </h2>
      {!contacts.isSuccess ? (
        <QueryStatus query={contacts} what="contacts" placeholders={['h-16']} />
      ) : contacts.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No contacts yet. Add the people you work with.</p>
      ) : (
        <ul className="space-y-3" aria-labelledby="section-contacts">
          {contacts.data.items.map((contact) => (
            <ContactItem key={contact.id} clientId={clientId} contact={contact} access={access.data} />
          ))}
        </ul>
      )}
      <AddContactForm clientId={clientId} />
      {activity.length > 0 && (
        <div>
          <h3 className="text-sm font-medium">Portal activity</h3>
          <ul className="space-y-1 text-sm" aria-live="polite" aria-label="Portal activity">
            {activity.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a feed of lines, newest first
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function ContactItem({ clientId, contact, access }: { clientId: string; contact: ClientContact; access?: PortalAccessList }) {
  const mutations = useContactMutations(clientId);
  const invitation = access?.invitations.find((item) => item.contactId === contact.id);
  const live = access?.access.filter((item) => item.contactId === contact.id) ?? [];
  const name = `${contact.firstName} ${contact.lastName}`.trim() || contact.email || 'Contact';
  return (
    <li className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{name}</span>
        {contact.isPrimary && <Badge variant="secondary">Primary</Badge>}
        {contact.role && <span className="text-muted-foreground">{contact.role}</span>}
      </div>
      {contact.email && (
        <div className="flex min-w-0 items-center gap-2">
          <Mail className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a href={`mailto:${contact.email}`} className="truncate hover:underline">
            {contact.email}
          </a>
        </div>
      )}
      {contact.phone && (
        <div className="flex items-center gap-2">
          <Phone className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
          {contact.phone}
        </div>
      )}
      {live.map((row) => (
        <p key={row.id} className="text-muted-foreground">
          Portal access · {row.lastSeenAt ? `last came ${ago(row.lastSeenAt)}` : 'not visited yet'}{' '}
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() =>
              void toastAction(
                () => mutations.withdraw.mutateAsync(row.id),
                'Portal access withdrawn',
                'Could not withdraw access',
              )
            }
          >
            Withdraw access
          </Button>
        </p>
      ))}
      {invitation && (
        <p className="text-muted-foreground">
          Invited {ago(invitation.sentAt)}
          {new Date(invitation.expiresAt).getTime() < Date.now() ? ' (expired)' : ''} ·{' '}
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() =>
              void toastAction(() => mutations.resend.mutateAsync(invitation.id), 'Invitation sent again', 'Could not resend')
            }
          >
            Resend
          </Button>{' '}
          ·{' '}
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() =>
              void toastAction(() => mutations.revoke.mutateAsync(invitation.id), 'Invitation revoked', 'Could not revoke')
            }
          >
            Revoke
          </Button>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!invitation && live.length === 0 && (
          <Button
            size="sm"
            variant="outline"
            busy={mutations.invite.isPending}
            aria-label={`Invite ${name} to portal`}
            onClick={() =>
              void toastAction(() => mutations.invite.mutateAsync(contact.id), `Invitation sent to ${name}`, 'Could not invite')
            }
          >
            Invite to portal
          </Button>
        )}
        {!contact.isPrimary && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void toastAction(
                () => mutations.makePrimary.mutateAsync(contact.id),
                `${name} is the primary contact`,
                'Could not change',
              )
            }
          >
            Make primary
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove ${name}`}
          onClick={() => void toastAction(() => mutations.remove.mutateAsync(contact.id), 'Contact removed', 'Could not remove')}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

function AddContactForm({ clientId }: { clientId: string }) {
  const { add } = useContactMutations(clientId);
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({ firstName: '', lastName: '', role: '', email: '', phone: '' });
  if (!open)
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Add contact
      </Button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await toastAction(() => add.mutateAsync(fields), 'Contact added', 'Could not add the contact');
    if (ok) {
      setFields({ firstName: '', lastName: '', role: '', email: '', phone: '' });
      setOpen(false);
    }
  };
  const field = (key: keyof typeof fields, label: string, type = 'text') => (
    <div className="space-y-1 text-sm">
      <label htmlFor={`contact-${key}`}>{label}</label>
      <Input
        id={`contact-${key}`}
        type={type}
        value={fields[key]}
        onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
      />
    </div>
  );
  return (
    <form className="space-y-2" onSubmit={(event) => void submit(event)} aria-label="Add contact">
      {field('firstName', 'First name')}
      {field('lastName', 'Last name')}
      {field('role', 'Role')}
      {field('email', 'Email', 'email')}
      {field('phone', 'Phone', 'tel')}
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={add.isPending}>
          Save contact
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
