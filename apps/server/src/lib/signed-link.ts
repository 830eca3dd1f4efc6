/**
 * The longest path parameter the server accepts (Fastify's maxParamLength), sized for signed links that carry their
 * data: a seller's unsubscribe token is base64url(seller id + newline + address) plus a 32-character signature,
 * about 420 characters for the longest valid address (254 octets).
 */
export const SIGNED_LINK_MAX_LENGTH = 1024;
