import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout';

const base = {
  subject: 'Your   report\nis ready',
  greeting: 'Hi <b>Sam</b>,',
  paragraphs: ['Line <script>one</script>'],
  action: { label: 'Open', url: 'https://example.test/r?a=1&b=2' },
  appUrl: 'https://app.example.test',
};

describe('the branded email layout', () => {
  it('escapes every text, keeps the subject on one line and writes a text part', async () => {
    const email = await renderEmail({ ...base, brand: { kind: 'seller', name: 'Rosa & Co', whiteLabel: false } });
    expect(email.subject).toBe('Your report is ready');
    expect(email.html).toContain('Hi &lt;b&gt;Sam&lt;/b&gt;,');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('href="https://example.test/r?a=1&amp;b=2"');
    expect(email.html).toContain('Rosa &amp; Co');
    expect(email.text).toContain('Open: https://example.test/r?a=1&b=2');
    expect(email.text).toContain('Sent by Rosa & Co with ProClub (https://app.example.test).');
  });

  it("a White Label seller's mail never names the platform", async () => {
    const email = await renderEmail({ ...base, brand: { kind: 'seller', name: 'Rosa & Co', whiteLabel: true } });
    expect(email.html).not.toMatch(/proclub/i);
    expect(email.text).not.toMatch(/proclub/i);
    expect(email.text).toContain('Sent by Rosa & Co.');
  });

  it('puts an unsubscribe link in the footer when the mail has one', async () => {
    const email = await renderEmail({
      ...base,
      brand: { kind: 'platform' },
      unsubscribeUrl: 'https://app.example.test/api/public/email/unsubscribe/seller/abc.def',
    });
    expect(email.html).toContain('href="https://app.example.test/api/public/email/unsubscribe/seller/abc.def"');
    expect(email.text).toContain('Unsubscribe: https://app.example.test/api/public/email/unsubscribe/seller/abc.def');
  });
});
