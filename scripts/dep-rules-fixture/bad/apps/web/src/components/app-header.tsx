import { orderList } from '../features/orders/order-list';

export const appHeader = () => orderList();
