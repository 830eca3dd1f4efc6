import type { PostInput, ScheduledPost } from '@proclub/contracts/products';
import { api } from '@/lib/api-client';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';
import { useProductMutation } from './use-product-mutation';

/** GET /api/products/posts: scheduled posts soonest first, then drafts. */
export const usePosts = () => useProductList<ScheduledPost>(productKeys.posts, '/api/products/posts', 'posts');
/** POST /api/products/posts, or PUT …/:id when editing. */
export const useSavePost = () =>
  useProductMutation(productKeys.posts, ({ id, input }: { id?: string; input: PostInput }) =>
    id ? api.put<ScheduledPost>(`/api/products/posts/${id}`, input) : api.post<ScheduledPost>('/api/products/posts', input),
  );
/** DELETE /api/products/posts/:id. */
export const useDeletePost = () =>
  useProductMutation(productKeys.posts, (id: string) => api.delete<void>(`/api/products/posts/${id}`));
