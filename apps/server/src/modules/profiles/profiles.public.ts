// What other modules may use from profiles: reading a user's role and public profile.
export { ProfilesRepository } from './profiles.repository';
