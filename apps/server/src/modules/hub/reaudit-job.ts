/**
 * The re-audit job's queue name. The hub registers its handler; accepting a proposal schedules it by name in
 * the accepting transaction, so proposals needs only this name, not the hub's services.
 */
export const REAUDIT_JOB = 'agency.reaudit';
