import crypto from 'node:crypto';

/**
 * Public links (proof reports, proposals) carry 32 random bytes (256 bits) as base64url: unguessable, and
 * the only thing that opens the page. Anything that is not exactly that shape is answered like a miss.
 */
export const newPublicToken = () => crypto.randomBytes(32).toString('base64url');

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedToken = (value: string) => TOKEN.test(value);
