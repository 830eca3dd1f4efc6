// What other modules may use from services: looking up a listing (orders are placed on one).
export { ServicesRepository } from './services.repository';
export { servicesPersonalData } from './services.personal-data.repository';
