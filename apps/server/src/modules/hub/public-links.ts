import type { Env } from '../../config/env';

/** The address people open from emails: APP_URL when configured, else this server on localhost. */
export const appUrl = (env: Env) => (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

export const publicReportUrl = (env: Env, token: string) => `${appUrl(env)}/report/${token}`;
export const publicProposalUrl = (env: Env, token: string) => `${appUrl(env)}/proposal/${token}`;
