// The module-level loop check `npm run check:deps` runs after the file-level rules (.dependency-cruiser.cjs).
// A module is a folder apps/server/src/modules/<m>. The file-level no-circular rule cannot see a loop between
// modules whose files never import each other in a circle (hub → products.public.ts while products/automations →
// hub.public.ts), yet such a loop ties the two modules into one: neither can be understood, tested or moved alone.
// Test code is left out: a test may use another module's test helpers without making the modules depend on
// each other.
const base = require('./.dependency-cruiser.cjs');

const MODULE = '^apps/server/src/modules/[^/]+$';
const TEST_CODE = '(\\.test\\.tsx?|\\.test-helpers\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment:
        'Modules depend on each other one way only: when a depends on b, nothing of b imports a (through any ' +
        'chain of modules). Move the shared piece to its owner or down into the kernel (lib/), or let the ' +
        'composition (app.ts) hand one module what it needs from the other.',
      severity: 'error',
      scope: 'folder',
      from: { path: MODULE },
      to: { path: MODULE, circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: '^apps/server/src/modules/',
    exclude: { path: [base.options.exclude.path, TEST_CODE] },
  },
};
