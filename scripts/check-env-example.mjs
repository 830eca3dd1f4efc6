// Checks that .env.example names every configuration key the server reads (apps/server/src/config/env.ts)
// (a key it lists that env.ts does not read only warns). Part of the lint step of `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function checkEnvExample() {
  const envTs = fs.readFileSync(path.join(repoRoot, 'apps/server/src/config/env.ts'), 'utf8');
  const schema = envTs.slice(envTs.indexOf('z.object({'), envTs.indexOf('\n});', envTs.indexOf('z.object({')));
  const read = new Set([...schema.matchAll(/^\s{2}([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]));
  const example = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  const missing = [...read].filter((key) => !listed.has(key));
  const unknown = [...listed].filter((key) => !read.has(key));
  return { read: read.size, missing, unknown };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { read, missing, unknown } = checkEnvExample();
  if (missing.length) console.error(`.env.example lacks ${missing.join(', ')} (read in apps/server/src/config/env.ts)`);
  if (unknown.length) console.warn(`note: .env.example lists ${unknown.join(', ')}, which env.ts does not read (yet)`);
  if (missing.length) process.exit(1);
  console.log(`.env.example lists all ${read} configuration keys`);
}
