import { type FixtureRoute, html, text } from './fixture-site';

/**
 * A client-rendered site: its HTML is an empty root and a module script; the words, links and H1 exist only
 * after the script runs (part of the list comes from the site's own API).
 */
export const SPA_SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rosa's Bakery</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/app.css"></head>
<body><div id="root"></div><script type="module" src="/app.js"></script></body></html>`;

const paragraph =
  'Rosa bakes sourdough bread, birthday cakes and seasonal pies every morning in our Lincoln kitchen, using local flour and butter from nearby farms. ';

/** `probes`: name → address the page tries to fetch; the result ("reached"/"refused") lands in data-<name> on <body>. */
const appJs = (probes: Record<string, string>) => `
const root = document.getElementById('root');
root.innerHTML = '<header><nav><a href="/about">About us</a> <a href="/services">Cakes</a> <a href="/contact">Contact</a></nav></header>'
  + '<main><h1>Rosa\\'s Bakery in Lincoln</h1><p>${paragraph.repeat(4)}</p><img src="/hero.jpg" alt="Fresh bread"></main>';
fetch('/api/menu').then((r) => r.json()).then((menu) => {
  const list = document.createElement('ul');
  for (const item of menu.items) { const li = document.createElement('li'); li.textContent = item; list.append(li); }
  document.querySelector('main').append(list);
});
const probe = (name, url) => fetch(url).then(() => 'reached', () => 'refused').then((v) => document.body.setAttribute('data-' + name, v));
${Object.entries(probes)
  .map(([name, url]) => `probe(${JSON.stringify(name)}, ${JSON.stringify(url)});`)
  .join('\n')}
`;

export function spaRoutes(probes: Record<string, string> = {}): Record<string, FixtureRoute> {
  return {
    '/': html(SPA_SHELL),
    '/app.js': text(appJs(probes), 'text/javascript'),
    '/app.css': text('body { font-family: sans-serif }', 'text/css'),
    '/api/menu': text(JSON.stringify({ items: ['Sourdough loaf', 'Lemon tart', 'Rye bread'] }), 'application/json'),
    '/hero.jpg': text('not really an image', 'image/jpeg'),
  };
}
