import { emptyState } from '@/components/empty-state';
import { formatUsd } from '@/lib/format';
import { clientName } from './client-name';

export const clientList = () => [emptyState('clients'), formatUsd(1), clientName()];
