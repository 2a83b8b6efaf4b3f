/** spec 000 §2: the terms dialog's version; the server records which one was accepted (DESIGN §6.18). */
export const TERMS_VERSION = '1.0';
export const TERMS_LAST_UPDATED = 'May 30, 2025';
