// What composition code may use from orders: the repository the demo seed places orders through.
export { OrdersRepository } from './orders.repository';
