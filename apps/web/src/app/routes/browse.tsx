import { BrowsePage } from '@/features/services/components/browse-page';

export function Component() {
  return <BrowsePage />;
}
