import type { Env } from './env';

/** The address people open from emails: APP_URL (without trailing slashes) when configured, else this server on localhost. */
export const appUrl = (env: Pick<Env, 'APP_URL' | 'PORT'>) => (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

/** The app's origin for absolute links (mails, Stripe's return pages): APP_URL's, else this server on localhost. */
export const appOrigin = (env: Pick<Env, 'APP_URL' | 'PORT'>) =>
  env.APP_URL ? new URL(env.APP_URL).origin : `http://localhost:${env.PORT}`;
