import type { TestProject } from 'vitest/node';
import { ensurePgliteDataDirTemplate, ensurePgliteTemplate, ensurePostgresTemplate, migrationsHash } from './database-templates';
import { testDatabaseUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data dir (see database-templates.ts). */
    pgliteTemplate?: string;
    /** The same database as a PGlite data dir (its pgdata folder), for spawned servers (see database-templates.ts). */
    pgliteDataDirTemplate?: string;
    /** A migrated template database on the TEST_DATABASE_URL server, when that is set. */
    postgresTemplate?: string;
  }
}

/** Builds the run's migrated database templates once, before any test file starts. */
export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  const pgliteTemplate = await ensurePgliteTemplate(hash);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('pgliteDataDirTemplate', await ensurePgliteDataDirTemplate(pgliteTemplate));
  if (testDatabaseUrl) project.provide('postgresTemplate', await ensurePostgresTemplate(testDatabaseUrl, hash));
}
