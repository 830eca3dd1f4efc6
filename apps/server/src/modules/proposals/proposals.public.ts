// What other modules may use from proposals: its part of a person's data export.
export { proposalsPersonalData } from './proposals.personal-data.repository';
