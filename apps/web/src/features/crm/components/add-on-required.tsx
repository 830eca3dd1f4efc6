import { FeatureLock } from '@/components/membership/feature-lock';
import { ApiClientError } from '@/lib/api-client';

/** The server answers 402 when a feature needs a membership add-on (the Board and CSV import: Advanced CRM Tools). */
export const isAddOnRequired = (error: unknown): error is ApiClientError =>
  error instanceof ApiClientError && error.status === 402;

/** The CRM's locked features are all Advanced CRM Tools (ADR 026): the shared lock names it and links to /membership. */
export function AddOnRequired({ feature }: { feature: string }) {
  return <FeatureLock addOn="advanced_crm" feature={feature} />;
}
