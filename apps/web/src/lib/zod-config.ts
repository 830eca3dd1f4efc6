import { config } from 'zod/v4/core';

// Our CSP forbids eval, so zod's JIT parser can never run in the browser; jitless also skips zod's `new Function`
// probe, which the browser reports as a CSP violation. Imported first by main.tsx, before any schema is built.
config({ jitless: true });
