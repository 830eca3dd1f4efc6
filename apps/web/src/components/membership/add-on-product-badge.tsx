import { Badge } from '@/components/ui/badge';

/** What the hub's "Add-on" badges mean, everywhere they appear (ADR 026). */
export const ADD_ON_PRODUCT_MEANING =
  'Add-on products are extra tools included free with every seller account: no membership needed.';

/**
 * The hub's and the product pages' badge (the spec's words: "Add-on" on the hub, "Add-On Product" on a product
 * page). It marks a tool beyond the five core hub features and means nothing about payment: membership add-ons are
 * shown by the lock (`FeatureLock`), never by this badge. Screens that list these products say so in words next to
 * them (`ADD_ON_PRODUCT_MEANING`).
 */
export function AddOnProductBadge({ label = 'Add-on', testId }: { label?: 'Add-on' | 'Add-On Product'; testId?: string }) {
  return (
    <Badge variant="secondary" data-testid={testId} title={ADD_ON_PRODUCT_MEANING}>
      {label}
    </Badge>
  );
}
