import type { ButtonProps } from './button';
import { LoadMore, type NextPageQuery } from './load-more';

/**
 * @deprecated Use LoadMore (./load-more). Kept only for features/orders (orders-list.tsx) and features/services
 * (service-reviews.tsx), which other branches were editing when LoadMore came in: convert them after merge, then
 * delete this file.
 */
export function FetchMoreButton({
  query,
  children,
  variant,
}: {
  query: NextPageQuery;
  children: string;
  variant?: ButtonProps['variant'];
}) {
  return <LoadMore query={query} label={children} compact={variant === 'ghost'} />;
}
