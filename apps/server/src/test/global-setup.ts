import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate, migrationsHash } from './database-templates';
import { testDatabaseUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data dir (see database-templates.ts). */
    pgliteTemplate?: string;
    /** A migrated template database on the TEST_DATABASE_URL server, when that is set. */
    postgresTemplate?: string;
  }
}

/** Builds the run's migrated database templates once, before any test file starts. */
export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  project.provide('pgliteTemplate', await ensurePgliteTemplate(hash));
  if (testDatabaseUrl) project.provide('postgresTemplate', await ensurePostgresTemplate(testDatabaseUrl, hash));
}
