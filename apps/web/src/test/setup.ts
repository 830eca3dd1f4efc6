// Loaded before every web test file (vitest.config.ts, project 'web').
import '@testing-library/jest-dom/vitest';
import '@/lib/zod-config';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { assertAllRequestsHandled, installNetwork, resetNetwork } from './network';
import { installRealtimeServer } from './realtime-server';

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
