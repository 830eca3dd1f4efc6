import type { ClientNote, ClientNoteInput } from '@proclub/contracts/crm';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

const notesPath = (clientId: string) => `/api/crm/clients/${encodeURIComponent(clientId)}/notes`;

/** GET /api/crm/clients/:id/notes: pinned first, then newest. */
export function useClientNotes(clientId: string) {
  return useQuery({
    queryKey: crmKeys.notes(clientId),
    queryFn: ({ signal }) => api.get<ClientNote[]>(notesPath(clientId), signal),
  });
}

/** POST, PUT, PUT …/pin and DELETE of a note; each refreshes the notes and the timeline. */
export function useNoteMutations(clientId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    queryClient.invalidateQueries({ queryKey: crmKeys.notes(clientId) });
    queryClient.invalidateQueries({ queryKey: ['crm', 'clients', 'timeline', clientId] });
  };
  return {
    add: useMutation({ mutationFn: (input: ClientNoteInput) => api.post<ClientNote>(notesPath(clientId), input), onSuccess }),
    edit: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) =>
        api.put<ClientNote>(`${notesPath(clientId)}/${encodeURIComponent(id)}`, { body }),
      onSuccess,
    }),
    pin: useMutation({
      mutationFn: ({ id, pinned }: { id: string; pinned: boolean }) =>
        api.put<ClientNote>(`${notesPath(clientId)}/${encodeURIComponent(id)}/pin`, { pinned }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${notesPath(clientId)}/${encodeURIComponent(id)}`),
      onSuccess,
    }),
  };
}
