import { formatUsd } from '@/features/crm/format';

export const orderList = () => formatUsd(1);
