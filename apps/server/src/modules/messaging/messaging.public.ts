// What other modules may use from messaging: its part of a person's data export.
export { messagingPersonalData } from './messaging.personal-data.repository';
