import type { Env } from './env';

/**
 * The app's address for every absolute link (mails, Stripe's return pages, public pages): APP_URL without trailing
 * slashes when configured, else this server on localhost. The one helper: links are `${appUrl(env)}/path`.
 */
export const appUrl = (env: Pick<Env, 'APP_URL' | 'PORT'>) => (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
