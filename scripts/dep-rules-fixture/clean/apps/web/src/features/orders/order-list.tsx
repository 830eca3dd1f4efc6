import { emptyState } from '../../components/empty-state';

export const orderList = () => emptyState('orders');
