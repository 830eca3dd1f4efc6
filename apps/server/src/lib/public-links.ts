import { appUrl } from '../config/app-origin';
import type { Env } from '../config/env';

/** The public pages a seller shares with a client by a private token (the web app's /report and /proposal pages). */
export const publicReportUrl = (env: Env, token: string) => `${appUrl(env)}/report/${token}`;
export const publicProposalUrl = (env: Env, token: string) => `${appUrl(env)}/proposal/${token}`;
