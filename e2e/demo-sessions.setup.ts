import fs from 'node:fs';
import path from 'node:path';
import { request, test } from '@playwright/test';
import { baseURL, DEMO_PASSWORD, DEMO_ROLES, demoEmail, demoState, signInViaApi } from './support/fixtures';

// Signs each demo account in once per run and saves its storage state (the session cookie) for the specs, which
// then open signed-in pages without a sign-in (and its password hash) per test. Specs about signing in itself
// (auth.spec.ts, journey.spec.ts, accounts.spec.ts) still sign in through the UI or the API.
test('sign in each demo account once and save its session', async () => {
  for (const role of DEMO_ROLES) {
    const context = await request.newContext({ baseURL });
    await signInViaApi(context, demoEmail(role), DEMO_PASSWORD);
    fs.mkdirSync(path.dirname(demoState(role)), { recursive: true });
    await context.storageState({ path: demoState(role) });
    await context.dispose();
  }
});
