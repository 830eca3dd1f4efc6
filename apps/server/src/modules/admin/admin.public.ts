// What other modules and the composition may use from admin: its part of a person's data export, and the reports
// queue's door for a seller's appeal against a hidden listing (modules below admin, such as services, cannot import
// it without a loop, so app.ts hands it to them as a function).
export { adminPersonalData } from './admin.personal-data.repository';
export { fileServiceAppeal, type ServiceAppeal } from './service-appeals.repository';
