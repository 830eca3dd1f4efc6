// Loaded before every web test file (vitest.config.ts, project 'web').
import '@testing-library/jest-dom/vitest';
import '@/lib/zod-config';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { assertAllRequestsHandled, installNetwork, resetNetwork } from './network';
import { installRealtimeServer } from './realtime-server';

// findBy*/waitFor give up after 1 s by default: on CI the web tests share two cores with the server tests and the
// browsers, and a render that takes longer there is slow, not wrong. The test's own timeout (10 s) still bounds it.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  installNetwork();
  installRealtimeServer();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  try {
    assertAllRequestsHandled();
  } finally {
    resetNetwork();
  }
});
