// What other modules may use from services: looking up a listing (orders are placed on one).

export { servicesPersonalData } from './services.personal-data.repository';
export { ServicesRepository } from './services.repository';
