// Post-build step of the web app (before scripts/compress-web.mjs): renders the landing and sign-in pages to
// static HTML with their real components (apps/web/src/prerender/prerender.tsx, built for Node by Vite) and
// writes dist/landing.html and dist/auth.html (index.html with the page's markup in #root and its title) and
// dist/prerendered.json (URL → file). The server answers / and /auth with them, so the first paint needs no
// JavaScript (Lighthouse LCP); index.html stays the empty shell for every other route.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webRoot, 'dist');
// Inside the workspace, so the externalised packages resolve from node_modules.
const outDir = path.join(webRoot, 'node_modules/.prerender');

try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const { pages, render } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const emptyRoot = '<div id="root"></div>';
  if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill`);

  for (const page of pages) {
    let markup = render(page);
    // React renders a page's <title> in place; it belongs in the head.
    const title = markup.match(/<title>(.*?)<\/title>/)?.[1];
    markup = markup.replace(/<title>.*?<\/title>/g, '');
    // Inert and hidden from assistive tech until main.tsx swaps in the live app: nothing in the snapshot
    // can be focused, clicked or typed into and then lost.
    let html = shell.replace(emptyRoot, `<div id="root" data-prerendered="" inert aria-hidden="true">${markup}</div>`);
    if (title) html = html.replace(/<title>.*?<\/title>/, `<title>${title}</title>`);
    fs.writeFileSync(path.join(distDir, page.file), html);
    console.log(`prerendered ${page.path} → dist/${page.file} (${(markup.length / 1024).toFixed(1)} KB of markup)`);
  }
  // The server answers each URL with its file (apps/server/src/plugins/web-app.ts).
  const manifest = Object.fromEntries(pages.map((page) => [page.path, page.file]));
  fs.writeFileSync(path.join(distDir, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
