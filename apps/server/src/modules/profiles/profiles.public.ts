// What other modules may use from profiles: reading a user's role and public profile, and the name client-facing
// pages and emails carry (the seller's brand).

export { profilesPersonalData } from './profiles.personal-data.repository';
export { ProfilesRepository } from './profiles.repository';
export { PublicBrands } from './public-brand';
