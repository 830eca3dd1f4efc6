export { requireClient } from './crm-access';
