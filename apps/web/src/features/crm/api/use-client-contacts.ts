import type { ClientContact, ClientContactInput, ClientContactList } from '@proclub/contracts/client-contacts';
import type { PortalInvitation } from '@proclub/contracts/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const contactsPath = (clientId: string) => `/api/crm/clients/${encodeURIComponent(clientId)}/contacts`;
const accessPath = (clientId: string) => `/api/portal-access/clients/${encodeURIComponent(clientId)}`;
export const contactKeys = {
  contacts: (clientId: string) => ['crm', 'contacts', clientId] as const,
  portal: (clientId: string) => ['crm', 'portal-access', clientId] as const,
};

export interface PortalAccessList {
  invitations: PortalInvitation[];
  access: { id: string; contactId: string; name: string; email: string; createdAt: string; lastSeenAt: string | null }[];
}

/** GET /api/crm/clients/:id/contacts: primary first. */
export function useClientContacts(clientId: string) {
  return useQuery({
    queryKey: contactKeys.contacts(clientId),
    queryFn: ({ signal }) => api.get<ClientContactList>(contactsPath(clientId), signal),
  });
}

/** GET /api/portal-access/clients/:id: open invitations and who has portal access (with when they last came). */
export function usePortalAccess(clientId: string) {
  return useQuery({
    queryKey: contactKeys.portal(clientId),
    queryFn: ({ signal }) => api.get<PortalAccessList>(accessPath(clientId), signal),
  });
}

/** Adding, editing and removing contacts; inviting one to the portal, resending, revoking, withdrawing access. */
export function useContactMutations(clientId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: contactKeys.contacts(clientId) });
    void queryClient.invalidateQueries({ queryKey: contactKeys.portal(clientId) });
  };
  return {
    add: useMutation({
      mutationFn: (input: ClientContactInput) => api.post<ClientContact>(contactsPath(clientId), input),
      onSuccess,
    }),
    makePrimary: useMutation({
      mutationFn: (id: string) =>
        api.patch<ClientContact>(`${contactsPath(clientId)}/${encodeURIComponent(id)}`, { isPrimary: true }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${contactsPath(clientId)}/${encodeURIComponent(id)}`),
      onSuccess,
    }),
    invite: useMutation({
      mutationFn: (contactId: string) =>
        api.post<PortalInvitation>(`${accessPath(clientId)}/contacts/${encodeURIComponent(contactId)}/invitations`, {}),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: (id: string) => api.post<PortalInvitation>(`/api/portal-access/invitations/${encodeURIComponent(id)}/resend`),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => api.delete<void>(`/api/portal-access/invitations/${encodeURIComponent(id)}`),
      onSuccess,
    }),
    withdraw: useMutation({
      mutationFn: (id: string) => api.delete<void>(`/api/portal-access/${encodeURIComponent(id)}`),
      onSuccess,
    }),
  };
}
