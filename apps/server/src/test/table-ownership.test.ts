// Every table has one owning module (docs/ARCHITECTURE.md §5 lists them); only the owner imports its schema.
// Another module calls the owner's narrow functions from its <m>.public.ts instead.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(SERVER_SRC, '../../..');

/**
 * Reads that still cross a module's edge (mostly joins for a name or an email), module → tables it imports but
 * does not own. They shrink from here: a new crossing fails, and so does an entry here that no longer occurs.
 */
const KNOWN_CROSSINGS: Record<string, string[]> = {
  admin: ['conversation_messages', 'conversation_participants', 'profiles', 'reviews', 'services'],
  campaigns: ['profiles'],
  crm: ['profiles', 'services'],
  hub: ['clients', 'milestones', 'project_messages', 'projects', 'user'],
  membership: ['profiles', 'user'],
  messaging: ['profiles', 'services'],
  notifications: ['user'],
  orders: ['conversation_participants', 'profiles', 'projects', 'services', 'user'],
  products: ['clients'],
  proposals: ['clients', 'user'],
  services: ['content_reports', 'orders', 'profiles', 'user'],
};

/** The owners table between the table-owners markers: `| owner | table, table, … |`; an empty owner continues the row above. */
function parseOwners(markdown: string): Map<string, string> {
  const block = /<!-- table-owners:start -->([\s\S]*?)<!-- table-owners:end -->/.exec(markdown)?.[1];
  if (!block) throw new Error('docs/ARCHITECTURE.md has no table-owners block');
  const owners = new Map<string, string>();
  let owner = '';
  for (const line of block.split('\n')) {
    const cells = /^\s*\|([^|]*)\|([^|]*)\|\s*$/.exec(line);
    if (!cells || /^[\s-]*$/.test(cells[1] + cells[2]) || cells[1].trim() === 'owner') continue;
    owner = cells[1].trim() || owner;
    for (const table of cells[2].replace(/\([^)]*\)/g, '').split(',')) {
      const name = table.trim();
      if (!name) continue;
      if (owners.has(name)) throw new Error(`table ${name} has two owners: ${owners.get(name)} and ${owner}`);
      owners.set(name, owner);
    }
  }
  return owners;
}

/** Drizzle export name → SQL table name, from the schema files' `export const x = pgTable('x_y', …)`. */
function parseTables(schemaSources: string[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const source of schemaSources)
    for (const [, exportName, table] of source.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*'(\w+)'/g))
      tables.set(exportName, table);
  return tables;
}

/** `module → table (file)` for every table a module's file imports from db/schema without owning it. */
function crossings(
  files: { module: string; file: string; source: string }[],
  tables: Map<string, string>,
  owners: Map<string, string>,
): string[] {
  const found: string[] = [];
  for (const { module, file, source } of files) {
    for (const [, names] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[./]*db\/schema(?:\/[\w-]+)?'/g)) {
      for (const imported of names.split(',')) {
        const table = tables.get(
          imported
            .replace(/\btype\b/, '')
            .split(' as ')[0]
            .trim(),
        );
        const owner = table && owners.get(table);
        if (table && owner !== module && owner !== 'shared') found.push(`${module} → ${table} (${file})`);
      }
    }
  }
  return found;
}

async function sources(dir: string, keep: (file: string) => boolean) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ file: path.relative(dir, file), source: await fs.readFile(file, 'utf8') })));
}

describe('table ownership', () => {
  it('gives every table of db/schema exactly one owner in docs/ARCHITECTURE.md, a module that exists', async () => {
    const owners = parseOwners(await fs.readFile(path.join(REPO, 'docs/ARCHITECTURE.md'), 'utf8'));
    const schema = await sources(path.join(SERVER_SRC, 'db/schema'), (name) => name.endsWith('.ts'));
    const tables = [...parseTables(schema.map((file) => file.source)).values()];
    expect(tables.length).toBeGreaterThan(60);
    expect(
      tables.filter((table) => !owners.has(table)),
      'tables without an owner',
    ).toEqual([]);
    expect(
      [...owners.keys()].filter((table) => !tables.includes(table)),
      'owners of tables that do not exist',
    ).toEqual([]);
    const modules = (await fs.readdir(path.join(SERVER_SRC, 'modules'), { withFileTypes: true })).map((entry) => entry.name);
    const unknown = [...new Set(owners.values())].filter((owner) => !['kernel', 'shared', ...modules].includes(owner));
    expect(unknown, 'owners that are no module').toEqual([]);
  });

  it('finds no module importing a table it does not own beyond the known crossings, and each known one still there', async () => {
    const owners = parseOwners(await fs.readFile(path.join(REPO, 'docs/ARCHITECTURE.md'), 'utf8'));
    const schema = await sources(path.join(SERVER_SRC, 'db/schema'), (name) => name.endsWith('.ts'));
    const tables = parseTables(schema.map((file) => file.source));
    const code = await sources(
      path.join(SERVER_SRC, 'modules'),
      (name) => name.endsWith('.ts') && !/\.test\.ts$|\.test-helpers\.ts$/.test(name),
    );
    const files = code.map(({ file, source }) => ({ module: file.split(path.sep)[0], file, source }));
    const found = crossings(files, tables, owners);

    const pairs = new Set(found.map((line) => line.split(' (')[0]));
    const known = new Set(
      Object.entries(KNOWN_CROSSINGS).flatMap(([module, list]) => list.map((table) => `${module} → ${table}`)),
    );
    expect(
      found.filter((line) => !known.has(line.split(' (')[0])),
      'imports of a table the module does not own',
    ).toEqual([]);
    expect(
      [...known].filter((pair) => !pairs.has(pair)),
      'known crossings that are gone: remove them from the list',
    ).toEqual([]);
  });

  it('reports a module importing another module’s table (a bad fixture), and none for its own', () => {
    const tables = parseTables([
      "export const clients = pgTable('clients', {});",
      "export const proofReports = pgTable(\n  'proof_reports',\n  {},\n);",
    ]);
    const owners = parseOwners(
      '<!-- table-owners:start -->\n| owner | tables |\n| --- | --- |\n| crm | clients |\n| hub | proof_reports |\n<!-- table-owners:end -->',
    );
    const files = [
      {
        module: 'hub',
        file: 'hub/reports.repository.ts',
        source: "import { clients, proofReports } from '../../db/schema/index';",
      },
      { module: 'crm', file: 'crm/clients.repository.ts', source: "import { clients } from '../../db/schema/crm';" },
    ];
    expect(crossings(files, tables, owners)).toEqual(['hub → clients (hub/reports.repository.ts)']);
  });
});
