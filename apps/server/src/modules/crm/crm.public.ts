// What other modules may use from crm: the seller-only guard every client-facing tool shares.
export { requireCrmSeller } from './crm-access';
