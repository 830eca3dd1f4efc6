import type { AiAgent } from '@proclub/contracts/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** PATCH /api/products/ai-agents/:key (on/off and settings) — optimistic: the switch moves at once and moves back on failure. */
export function useToggleAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled, settings }: { key: string; enabled: boolean; settings?: { days?: number } }) =>
      api.patch<AiAgent>(`/api/products/ai-agents/${key}`, settings ? { enabled, settings } : { enabled }),
    onMutate: async ({ key, enabled }) => {
      await queryClient.cancelQueries({ queryKey: productKeys.aiAgents });
      const before = queryClient.getQueryData<AiAgent[]>(productKeys.aiAgents);
      queryClient.setQueryData<AiAgent[]>(productKeys.aiAgents, (agents) =>
        agents?.map((agent) => (agent.key === key ? { ...agent, enabled } : agent)),
      );
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(productKeys.aiAgents, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.aiAgents }),
  });
}
