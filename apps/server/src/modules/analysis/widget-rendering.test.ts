import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePorts } from '../../lib/ip-policy';
import { createSafeFetcher, type SafeFetcher } from '../../lib/safe-fetch';
import { type FixtureSite, html, startFixtureSite, text } from '../../test/fixture-site';
import { analyzeSite } from './analyzer';
import { createPageRenderer, type PageRenderer } from './page-renderer';

/**
 * Widgets that a script inserts, seen in the rendered page: an Elfsight-style platform whose loader writes a
 * contact form into its placeholder, and an inline-script shell whose text exists only in its script. Needs
 * Debian's /usr/bin/chromium (skipped without).
 */
const CHROMIUM = '/usr/bin/chromium';
const words = 'Rosa bakes sourdough bread, birthday cakes and seasonal pies every morning in our Lincoln kitchen. '.repeat(8);

const WIDGET_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rosa's Bakery</title></head>
<body><h1>Rosa's Bakery</h1><p>${words}</p>
<div class="elfsight-app-0f3c9a2e-1b7d-4c55-9d1e-2a6b8c4d0e11" data-elfsight-app-lazy></div>
<script src="/static.elfsight.com/platform/platform.js" async></script></body></html>`;

// What the platform's script does: it builds the widget (here a contact form) inside the placeholder.
const PLATFORM_JS = `
const host = document.querySelector('[class^="elfsight-app-"]');
host.innerHTML = '<div class="eapps-form-builder"><form><label>Name <input name="name"></label>' +
  '<label>Email <input type="email" name="email"></label><label>Message <textarea name="message"></textarea></label>' +
  '<button>Send</button></form></div>';`;

const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shell</title></head><body><div id="page"></div>
<script>document.getElementById('page').innerHTML = ${JSON.stringify(
  `<h1>Rosa's Bakery in Lincoln</h1><p>${words}</p><p>Call <a href="tel:+14025550142">(402) 555-0142</a></p>`,
)}.split('|').join('');
var about = "Rosa's Bakery bakes sourdough bread, rye, birthday cakes and seasonal pies in Lincoln every morning.";
var more = "Order celebration cakes two days ahead or pick up a loaf of country sourdough on your way to work.";</script></body></html>`;

describe.skipIf(!existsSync(CHROMIUM))('widgets inserted by scripts, in the rendered page', () => {
  let site: FixtureSite;
  let fetcher: SafeFetcher;
  let renderer: PageRenderer;

  beforeAll(async () => {
    site = await startFixtureSite({
      '/': html(WIDGET_PAGE),
      '/static.elfsight.com/platform/platform.js': text(PLATFORM_JS, 'text/javascript'),
      '/shell': html(SHELL),
    });
    fetcher = createSafeFetcher({ allowLoopback: true, allowedPorts: parsePorts(`80,443,${site.port}`) });
    renderer = createPageRenderer({ executablePath: CHROMIUM, fetcher, pages: 2 });
    // Start the browser first: its start-up on a loaded machine is not what these tests measure.
    await renderer.render(`${site.origin}/shell`, SHELL, new AbortController().signal);
  }, 60_000);

  afterAll(async () => {
    await renderer?.close();
    await fetcher?.close();
    await site?.close();
  });

  it('renders a page with a script widget platform and finds the form it inserts', async () => {
    const { analysisData, recommendations } = await analyzeSite(
      { url: `${site.origin}/`, googleBusinessProfile: null },
      fetcher,
      { renderer },
    );
    expect(analysisData.rendering?.reason ?? 'rendered').toBe('rendered');
    expect(analysisData.rendering?.rendered).toBe(true);
    const contact = analysisData.checks.find((check) => check.id === 'contact_form');
    expect(contact?.status).toBe('pass');
    expect(contact?.evidence).toContain('Form with fields: name, email, message');
    // The site has a form: no AI Agents pitch for a missing one.
    expect(recommendations.find((rec) => rec.productId === 'ai_agents')).toBeUndefined();
  }, 60_000);

  it('without a browser, the platform is reported as unknown (a warning), not as a missing form', async () => {
    const { analysisData, recommendations } = await analyzeSite({ url: `${site.origin}/`, googleBusinessProfile: null }, fetcher);
    const contact = analysisData.checks.find((check) => check.id === 'contact_form');
    expect(contact?.status).toBe('warn');
    expect(contact?.evidence).toContain('Elfsight widget is loaded by a script');
    expect(recommendations.find((rec) => rec.productId === 'ai_agents')).toBeUndefined();
  });

  it('renders an inline-script shell and reads the text its script writes', async () => {
    const { analysisData } = await analyzeSite({ url: `${site.origin}/shell`, googleBusinessProfile: null }, fetcher, {
      renderer,
    });
    expect(analysisData.rendering).toMatchObject({ rendered: true, clientRenderedShell: true });
    expect(analysisData.rendering?.dom?.words ?? 0).toBeGreaterThan(5 * (analysisData.rendering?.raw?.words ?? 0));
    const checks = new Map(analysisData.checks.map((check) => [check.id, check]));
    expect(checks.get('raw_html_content')?.evidence).toContain('inline scripts that write the page');
    expect(checks.get('phone')?.status).toBe('pass');
    expect(checks.get('h1')?.evidence).toContain("Rosa's Bakery in Lincoln");
  }, 60_000);
});
