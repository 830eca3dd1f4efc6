import crypto from 'node:crypto';

/**
 * Tracking URLs. The recipient token (32 random bytes) makes them unguessable; the click link also carries an
 * HMAC of (token, link position), so an edited position is refused before any lookup. The redirect target is
 * never in the URL: it is the campaign's stored link at that position, so a link cannot point anywhere else.
 */
export class TrackingLinks {
  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
  ) {}

  private sign(token: string, position: number) {
    return crypto.createHmac('sha256', this.secret).update(`${token}.${position}`).digest('base64url').slice(0, 32);
  }

  verify(token: string, position: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(token, position));
    const given = Buffer.from(signature);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  open = (token: string) => `${this.baseUrl}/api/public/email/o/${token}.gif`;
  click = (token: string, position: number) =>
    `${this.baseUrl}/api/public/email/c/${token}/${position}/${this.sign(token, position)}`;
  unsubscribe = (token: string) => `${this.baseUrl}/api/public/email/unsubscribe/${token}`;
}
