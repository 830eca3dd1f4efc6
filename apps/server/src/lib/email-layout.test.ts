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

  it('links the settings where the recipient chooses their mail, next to the unsubscribe link', async () => {
    const email = await renderEmail({
      ...base,
      brand: { kind: 'platform' },
      settings: { label: 'notification <settings>', url: 'https://app.example.test/settings?a=1&b=2#notifications' },
      unsubscribeUrl: 'https://app.example.test/unsubscribe',
    });
    expect(email.html).toContain(
      'in your <a href="https://app.example.test/settings?a=1&amp;b=2#notifications" style="color:#64748b">notification &lt;settings&gt;</a>.',
    );
    expect(email.html).toContain('href="https://app.example.test/unsubscribe"');
    expect(email.text).toContain(
      'Choose which emails you get in your notification <settings>: https://app.example.test/settings?a=1&b=2#notifications',
    );
    expect(email.text).toContain('Unsubscribe: https://app.example.test/unsubscribe');
    const plain = await renderEmail({ ...base, brand: { kind: 'platform' } });
    expect(plain.html).not.toContain('Choose which emails you get');
    expect(plain.html).not.toContain('Unsubscribe');
  });

  it('renders figures and sections (rows, tagged items, the empty line, a note) escaped, and in the text part', async () => {
    const email = await renderEmail({
      ...base,
      brand: { kind: 'seller', name: 'Rosa', whiteLabel: true },
      figures: [{ label: 'Score <i>', value: '40/100' }],
      sections: [
        { heading: 'Scores', rows: [{ label: 'On-page <b>', value: '40/100' }] },
        {
          heading: 'Fix first',
          items: [
            {
              title: 'Map <Boost>',
              tag: { label: 'Critical', tone: 'danger' },
              description: 'Directory & pages',
              points: ['Title: “<script>x</script>”'],
              footnote: 'Worth about $10 a year.',
            },
          ],
          note: 'Estimates <assume> things.',
        },
        { heading: 'Nothing here', items: [], empty: 'All <good>.' },
      ],
    });
    for (const escaped of [
      'Score &lt;i&gt;',
      'On-page &lt;b&gt;',
      'Map &lt;Boost&gt;',
      'Directory &amp; pages',
      'Title: “&lt;script&gt;x&lt;/script&gt;”',
      'Estimates &lt;assume&gt; things.',
      'All &lt;good&gt;.',
    ])
      expect(email.html).toContain(escaped);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('background:#fee2e2;color:#991b1b">Critical</span>');
    expect(email.text).toContain('Score <i>: 40/100');
    expect(email.text).toContain('Scores\n- On-page <b>: 40/100');
    expect(email.text).toContain(
      'Fix first\n- Map <Boost> [Critical]\n  Directory & pages\n  * Title: “<script>x</script>”\n  Worth about $10 a year.\n\nEstimates <assume> things.',
    );
    expect(email.text).toContain('Nothing here\nAll <good>.');
  });
});
