// What composition code may use from orders: the repository the demo seed places orders through, and account
// deletion cancels the account's open orders through (modules/accounts).
export { OrdersRepository } from './orders.repository';
