// Every table has one owning module (docs/ARCHITECTURE.md §5 lists them); only the owner imports its schema.
// Another module calls the owner's narrow functions from its <m>.public.ts instead.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(SERVER_SRC, '../../..');

/**
 * Tables an owner publishes for read-only display joins by any module: a person's name and email (`user`,
 * `profiles`), the name of the client a record concerns (`clients`), a listing's title (`services`). Joining them
 * for display is not a crossing; writing them is (the write check below has no exceptions).
 */
const DISPLAY_JOINS = new Set(['user', 'profiles', 'clients', 'services']);

/**
 * The one other read that still crosses a module's edge, with its reason. A new crossing fails, and so does an
 * entry here that no longer occurs.
 */
const KNOWN_CROSSINGS: Record<string, string[]> = {
  // Deleting a listing and checking it has no open order are one statement, so an order cannot slip in between
  // (orders depends on services, so services cannot call orders.public); a review needs a completed order.
  services: ['orders'],
  // A workspace's brand falls back to the workspace's name (ADR 051); workspaces → profiles → branding, so branding
  // cannot call workspaces.public. Read only, joined on the brand row.
  branding: ['workspaces'],
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
        if (table && owner !== module && owner !== 'shared' && !DISPLAY_JOINS.has(table))
          found.push(`${module} → ${table} (${file})`);
      }
    }
  }
  return found;
}

/**
 * `module → table (file)` for every write (Drizzle's insert/update/delete, or raw SQL) a module's file makes to a
 * table it does not own. Reads may still cross (the list above); writes never: the owner's functions make them.
 */
function foreignWrites(
  files: { module: string; file: string; source: string }[],
  tables: Map<string, string>,
  owners: Map<string, string>,
): string[] {
  const found: string[] = [];
  const sqlNames = new Set(tables.values());
  for (const { module, file, source } of files) {
    const local = new Map<string, string>();
    for (const [, names] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[./]*db\/schema(?:\/[\w-]+)?'/g))
      for (const imported of names.split(',')) {
        const [exported, alias] = imported
          .replace(/\btype\b/, '')
          .split(' as ')
          .map((name) => name.trim());
        const table = tables.get(exported);
        if (table) local.set(alias || exported, table);
      }
    const written = [
      ...[...source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)].map((match) => local.get(match[1])),
      ...[...source.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{(\w+)\}|(\w+))/gi)].map((match) =>
        match[1] ? local.get(match[1]) : sqlNames.has(match[2]) ? match[2] : undefined,
      ),
    ];
    for (const table of new Set(written)) {
      const owner = table && owners.get(table);
      if (table && owner !== module && owner !== 'shared') found.push(`${module} → ${table} (${file})`);
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

  it('finds no module writing a table it does not own (no exceptions)', async () => {
    const owners = parseOwners(await fs.readFile(path.join(REPO, 'docs/ARCHITECTURE.md'), 'utf8'));
    const schema = await sources(path.join(SERVER_SRC, 'db/schema'), (name) => name.endsWith('.ts'));
    const code = await sources(
      path.join(SERVER_SRC, 'modules'),
      (name) => name.endsWith('.ts') && !/\.test\.ts$|\.test-helpers\.ts$/.test(name),
    );
    const files = code.map(({ file, source }) => ({ module: file.split(path.sep)[0], file, source }));
    expect(foreignWrites(files, parseTables(schema.map((file) => file.source)), owners)).toEqual([]);
  });

  it('reports a write to another module’s table (a bad fixture), through Drizzle or raw SQL, and none for its own', () => {
    const tables = parseTables([
      "export const clients = pgTable('clients', {});",
      "export const projects = pgTable('projects', {});",
    ]);
    const owners = parseOwners(
      '<!-- table-owners:start -->\n| owner | tables |\n| --- | --- |\n| crm | clients, projects |\n<!-- table-owners:end -->',
    );
    const files = [
      {
        module: 'orders',
        file: 'orders/orders.repository.ts',
        source: "import { projects as crmProjects } from '../../db/schema/index';\nawait tx.update(crmProjects).set({});",
      },
      { module: 'hub', file: 'hub/x.repository.ts', source: 'sql`insert into clients (name) values ($1)`;' },
      {
        module: 'crm',
        file: 'crm/clients.repository.ts',
        source: "import { clients } from '../../db/schema/crm';\ndb.delete(clients);",
      },
      {
        module: 'hub',
        file: 'hub/y.repository.ts',
        source: "import { clients } from '../../db/schema/crm';\ndb.select().from(clients);",
      },
    ];
    expect(foreignWrites(files, tables, owners)).toEqual([
      'orders → projects (orders/orders.repository.ts)',
      'hub → clients (hub/x.repository.ts)',
    ]);
  });

  it('reports a module importing another module’s table (a bad fixture), and none for its own or a display join', () => {
    const tables = parseTables([
      "export const clients = pgTable('clients', {});",
      "export const projects = pgTable('projects', {});",
      "export const proofReports = pgTable(\n  'proof_reports',\n  {},\n);",
    ]);
    const owners = parseOwners(
      '<!-- table-owners:start -->\n| owner | tables |\n| --- | --- |\n| crm | clients, projects |\n| hub | proof_reports |\n<!-- table-owners:end -->',
    );
    const files = [
      {
        module: 'hub',
        file: 'hub/reports.repository.ts',
        source: "import { clients, projects, proofReports } from '../../db/schema/index';",
      },
      { module: 'crm', file: 'crm/clients.repository.ts', source: "import { clients } from '../../db/schema/crm';" },
    ];
    expect(crossings(files, tables, owners)).toEqual(['hub → projects (hub/reports.repository.ts)']);
  });
});
