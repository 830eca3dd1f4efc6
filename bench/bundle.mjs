// Bundle size: builds the web app (into a temp dir, with Vite's manifest) and reports the JavaScript the
// landing page loads before it is interactive — the entry script, its modulepreloads and the landing
// route chunk with its static imports — gzipped, against the 170 KB target; and every route chunk's size.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { kb, printSummary, printTable, repoRoot, writeResult } from './lib/common.mjs';

const TARGET_KB = 170;
const webDir = path.join(repoRoot, 'apps/web');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-bench-bundle-'));

function viteBin() {
  const local = path.join(webDir, 'node_modules/.bin/vite');
  return fs.existsSync(local) ? local : path.join(repoRoot, 'node_modules/.bin/vite');
}

console.log('Building the web app (vite build --manifest)…');
const built = spawnSync(viteBin(), ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: webDir,
  stdio: 'inherit',
});
if (built.status !== 0) {
  console.error('vite build failed');
  process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const data = fs.readFileSync(path.join(outDir, file));
    sizeCache.set(file, { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function withStaticImports(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

// What index.html loads eagerly: module scripts and modulepreloads.
const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const htmlScripts = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>/g)].map((m) => attr(m[0], 'src'));
const htmlPreloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => attr(m[0], 'href'));
const htmlCss = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => attr(m[0], 'href'));
const fromHtml = [...htmlScripts, ...htmlPreloads].filter(Boolean).map((url) => url.replace(/^\//, ''));

const routeKeys = Object.keys(manifest)
  .filter((key) => /(^|\/)src\/app\/routes\/[^/]+\.tsx?$/.test(key) && manifest[key].isDynamicEntry)
  .sort();
const landingKey = routeKeys.find((key) => /\/landing\.tsx?$/.test(key));
if (!landingKey) console.warn('No src/app/routes/landing chunk in the manifest: counting the entry only.');

const initial = new Set(fromHtml);
for (const file of fromHtml) {
  const entry = byFile.get(file);
  if (entry) withStaticImports(entry.key, initial);
}
if (landingKey) withStaticImports(landingKey, initial);

const initialFiles = [...initial].filter((file) => file.endsWith('.js'));
const initialRows = initialFiles.map((file) => {
  const { raw, gzip } = sizes(file);
  const why = fromHtml.includes(file)
    ? htmlScripts.some((s) => s?.replace(/^\//, '') === file)
      ? 'entry'
      : 'modulepreload'
    : file === manifest[landingKey]?.file
      ? 'landing route'
      : 'landing import';
  return { file, loaded: why, raw: kb(raw), gzip: kb(gzip), rawBytes: raw, gzipBytes: gzip };
});
const initialRaw = initialRows.reduce((sum, row) => sum + row.rawBytes, 0);
const initialGzip = initialRows.reduce((sum, row) => sum + row.gzipBytes, 0);

const cssFiles = [
  ...new Set([...htmlCss.filter(Boolean).map((url) => url.replace(/^\//, '')), ...(manifest[landingKey]?.css ?? [])]),
];
const cssGzip = cssFiles.reduce((sum, file) => sum + sizes(file).gzip, 0);

const routeRows = routeKeys.map((key) => {
  const chunk = manifest[key];
  const own = sizes(chunk.file);
  // Extra JS a visit to this route fetches beyond what the landing page already loaded.
  const extra = [...withStaticImports(key)].filter((file) => !initial.has(file) && file.endsWith('.js'));
  const extraGzip = extra.reduce((sum, file) => sum + sizes(file).gzip, 0);
  return {
    route: path.basename(key).replace(/\.tsx?$/, ''),
    file: chunk.file,
    raw: kb(own.raw),
    gzip: kb(own.gzip),
    'gzip + new imports': kb(extraGzip),
    rawBytes: own.raw,
    gzipBytes: own.gzip,
    extraGzipBytes: extraGzip,
  };
});

const allJs = [...byFile.keys()].filter((file) => file.endsWith('.js'));
const totalGzip = allJs.reduce((sum, file) => sum + sizes(file).gzip, 0);

printTable('Landing page initial JavaScript', initialRows, ['file', 'loaded', 'raw', 'gzip']);
printTable('Route chunks', routeRows, ['route', 'file', 'raw', 'gzip', 'gzip + new imports']);

const initialKb = Number((initialGzip / 1024).toFixed(1));
const summary = [
  { metric: 'landing initial JS (gzip)', value: initialKb, unit: 'KB', target: `≤ ${TARGET_KB} KB`, ok: initialKb <= TARGET_KB },
  { metric: 'landing initial JS (raw)', value: Number((initialRaw / 1024).toFixed(1)), unit: 'KB' },
  { metric: 'landing CSS (gzip)', value: Number((cssGzip / 1024).toFixed(1)), unit: 'KB' },
  { metric: 'all JS (gzip)', value: Number((totalGzip / 1024).toFixed(1)), unit: 'KB' },
  { metric: 'JS chunks', value: allJs.length },
];
printSummary('Bundle summary', summary);

writeResult('bundle', {
  summary,
  targetKb: TARGET_KB,
  initialJs: {
    gzipBytes: initialGzip,
    rawBytes: initialRaw,
    files: initialRows.map(({ file, loaded, rawBytes, gzipBytes }) => ({ file, loaded, rawBytes, gzipBytes })),
  },
  css: { files: cssFiles, gzipBytes: cssGzip },
  routes: routeRows.map(({ route, file, rawBytes, gzipBytes, extraGzipBytes }) => ({
    route,
    file,
    rawBytes,
    gzipBytes,
    extraGzipBytes,
  })),
  totalJsGzipBytes: totalGzip,
});
fs.rmSync(outDir, { recursive: true, force: true });
