import type { Env } from './env';

/** The app's origin for absolute links (mails, Stripe's return pages): APP_URL's, else this server on localhost. */
export const appOrigin = (env: Pick<Env, 'APP_URL' | 'PORT'>) =>
  env.APP_URL ? new URL(env.APP_URL).origin : `http://localhost:${env.PORT}`;
