// Checks the example configuration files. Part of the lint step of `npm test` (and scripts/check-env-example.test.ts):
// - every line of .env.example and deploy/env.example parses on its own: blank, a comment, or KEY=VALUE that
//   Node's dotenv parser (util.parseEnv, what `process.loadEnvFile` uses) reads back as that one key. A comment that
//   lost its `#` is not harmless: the parser glues it to the next line and silently drops that line's key;
// - the whole file parses to exactly the keys of its KEY=VALUE lines (no quote left open across lines);
// - .env.example names every configuration key the server reads (apps/server/src/config/env.ts); a key it lists
//   that env.ts does not read only warns.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EXAMPLE_FILES = ['.env.example', 'deploy/env.example'];

/**
 * Lines of a dotenv file that do not parse on their own, as `line N: reason` (1-based), plus the keys the whole
 * file would lose or gain compared with its lines.
 */
export function unparsableLines(text) {
  const problems = [];
  const keys = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const where = `line ${index + 1}`;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const key = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(trimmed)?.[1];
    if (!key) {
      problems.push(`${where}: neither a comment nor KEY=VALUE (a comment without its "#"?): ${trimmed.slice(0, 60)}`);
      return;
    }
    const parsed = parseEnv(line);
    const parsedKeys = Object.keys(parsed);
    if (parsedKeys.length !== 1 || parsedKeys[0] !== key)
      problems.push(`${where}: ${key}= does not read back as ${key} (got ${JSON.stringify(parsedKeys)})`);
    else keys.push(key);
  });
  const whole = Object.keys(parseEnv(text));
  const lost = keys.filter((key) => !whole.includes(key));
  const extra = whole.filter((key) => !keys.includes(key));
  if (lost.length) problems.push(`the whole file drops ${lost.join(', ')} (a line before it swallows it)`);
  if (extra.length)
    problems.push(`the whole file yields keys no line declares: ${extra.map((k) => JSON.stringify(k)).join(', ')}`);
  return problems;
}

export function checkEnvExample(root = repoRoot) {
  const envTs = fs.readFileSync(path.join(root, 'apps/server/src/config/env.ts'), 'utf8');
  const schema = envTs.slice(envTs.indexOf('z.object({'), envTs.indexOf('\n});', envTs.indexOf('z.object({')));
  const read = new Set([...schema.matchAll(/^\s{2}([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]));
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  const missing = [...read].filter((key) => !listed.has(key));
  const unknown = [...listed].filter((key) => !read.has(key));
  const unparsable = EXAMPLE_FILES.flatMap((file) =>
    unparsableLines(fs.readFileSync(path.join(root, file), 'utf8')).map((problem) => `${file} ${problem}`),
  );
  return { read: read.size, missing, unknown, unparsable };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { read, missing, unknown, unparsable } = checkEnvExample();
  if (missing.length) console.error(`.env.example lacks ${missing.join(', ')} (read in apps/server/src/config/env.ts)`);
  for (const problem of unparsable) console.error(problem);
  if (unknown.length) console.warn(`note: .env.example lists ${unknown.join(', ')}, which env.ts does not read (yet)`);
  if (missing.length || unparsable.length) process.exit(1);
  console.log(`.env.example lists all ${read} configuration keys, and every line of ${EXAMPLE_FILES.join(' and ')} parses`);
}
