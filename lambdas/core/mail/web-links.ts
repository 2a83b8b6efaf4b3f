import { getConfig } from '../config/env.ts';

/** An absolute link into the web app (WEB_URL + path), as e-mails need. */
export const webLink = (path: string): string => `${getConfig().WEB_URL.replace(/\/+$/, '')}${path}`;
