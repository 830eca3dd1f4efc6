import type { AiAgent } from '@proclub/contracts/products';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';

/** GET /api/products/ai-agents: the four agents with on/off state and trigger counts. */
export const useAiAgents = () => useProductList<AiAgent>(productKeys.aiAgents, '/api/products/ai-agents', 'AI agents');
