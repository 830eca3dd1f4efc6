import { workspaceLink } from '@/lib/current-workspace';
import { withQuery } from '@/lib/with-query';
import type { ClientFilters } from './crm-keys';

/** GET /api/crm/clients/export: a CSV download of every client matching the filters (a link, not a fetch). */
export const clientsExportUrl = (filters: ClientFilters) => workspaceLink(withQuery('/api/crm/clients/export', { ...filters }));
