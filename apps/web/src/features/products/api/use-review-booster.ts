import type { ReviewPlatform, ReviewPlatformInput, ReviewRequest, ReviewRequestInput } from '@proclub/contracts/products';
import { api } from '@/lib/api-client';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';
import { saveTo, useProductMutation } from './use-product-mutation';

/** GET /api/products/review-booster/platforms. */
export const useReviewPlatforms = () =>
  useProductList<ReviewPlatform>(productKeys.reviewPlatforms, '/api/products/review-booster/platforms', 'review platforms');
/** GET /api/products/review-booster/requests: the latest requests sent. */
export const useReviewRequests = () =>
  useProductList<ReviewRequest>(productKeys.reviewRequests, '/api/products/review-booster/requests', 'review requests');
/** POST /api/products/review-booster/platforms, or PUT …/platforms/:id. */
export const useSaveReviewPlatform = () =>
  useProductMutation(productKeys.reviews, saveTo<ReviewPlatformInput, ReviewPlatform>('/api/products/review-booster/platforms'));
/** POST /api/products/review-booster/requests: emails the customer through the mailer. */
export const useSendReviewRequest = () =>
  useProductMutation(productKeys.reviews, (input: ReviewRequestInput) =>
    api.post<ReviewRequest>('/api/products/review-booster/requests', input),
  );
