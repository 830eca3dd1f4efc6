// What the composition (app.ts) hands other modules from admin: the reports queue's door for a seller's appeal.
// Modules below admin (services) cannot import it without a loop, so they receive it as a function.
export { fileServiceAppeal, type ServiceAppeal } from './appeals.repository';
