// What other modules may use from crm: the seller-only guard every client-facing tool shares, and the CRM's
// writes other modules ask for (a client for an order's buyer or a proposal's prospect, an accepted deal's project).

export { crmPersonalData } from './crm.personal-data.repository';
export { requireCrmSeller } from './crm-access';
export { activateClient, createClient, findClientByEmail, type NewClient, openProject } from './crm-records.repository';
