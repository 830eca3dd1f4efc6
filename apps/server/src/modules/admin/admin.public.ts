// What other modules may use from admin: its part of a person's data export.
export { adminPersonalData } from './admin.personal-data.repository';
