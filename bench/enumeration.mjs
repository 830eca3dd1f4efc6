// Sign-up and password reset must not tell a known address from an unknown one by their answer time (issue #30;
// ADR 041: address-dependent work is done after the answer). On a production server (own port and data dir), PAIRS
// interleaved pairs of requests — known then unknown, alternating which goes first — and the medians of each side.
// The server test (accounts.test.ts "enumeration") checks the same answer and cookies; the timing lives here, on a
// quiet machine, because under the suite's own load a median of a few requests says more about the load than the
// server (it failed in CI at 471 vs 1,203 ms while both took 24–72 ms alone).
import crypto from 'node:crypto';
import path from 'node:path';
import { ensureBuilt } from '../scripts/lib/build-state.mjs';
import { freePort, median, printSummary, startServer, stopOnExit, tempDataDir, writeResult } from './lib/common.mjs';

const PAIRS = Number(process.env.ENUMERATION_PAIRS ?? 15);
const PASSWORD = 'a-long-probe-secret';

ensureBuilt();
const dataDir = tempDataDir('enumeration');
const servers = [];
stopOnExit(servers);
const port = await freePort();
console.log(`Starting the production server on port ${port} (temp data dir, no demo seed)…`);
const server = await startServer({
  port,
  dataDir,
  logFile: path.join(dataDir, 'server.log'),
  // Each request comes from an address of its own (TRUST_PROXY + X-Forwarded-For): the per-IP sending limits would
  // otherwise answer 429 long before PAIRS pairs.
  env: { SEED_DEMO: 'false', SIGN_UPS_PER_IP: '100000', TRUST_PROXY: 'true' },
});
servers.push(server);

const unique = (label) => `${label}-${crypto.randomBytes(5).toString('hex')}@bench.proclub.test`;

async function post(pathname, body) {
  const started = performance.now();
  const response = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': `198.18.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`${pathname} answered ${response.status}`);
  return performance.now() - started;
}

/** PAIRS interleaved pairs; the side that goes first alternates, so neither gets the warm cache every time. */
async function paired(known, unknown) {
  const a = [];
  const b = [];
  for (let i = 0; i < PAIRS; i++) {
    if (i % 2 === 0) {
      a.push(await known());
      b.push(await unknown());
    } else {
      b.push(await unknown());
      a.push(await known());
    }
  }
  return [median(a), median(b)];
}

const row = (metric, known, unknown) => {
  const ratio = Math.max(known, unknown) / Math.max(1, Math.min(known, unknown));
  return [
    { metric: `${metric}: known address (median of ${PAIRS})`, value: Number(known.toFixed(1)), unit: 'ms' },
    { metric: `${metric}: unknown address (median of ${PAIRS})`, value: Number(unknown.toFixed(1)), unit: 'ms' },
    {
      metric: `${metric}: slower / faster`,
      value: Number(ratio.toFixed(2)),
      unit: '×',
      target: '≤ 1.5× (or within 150 ms)',
      ok: ratio <= 1.5 || Math.abs(known - unknown) < 150,
    },
  ];
};

let summary;
try {
  // A known address of its own per pair: one address may ask for 3 resets in 15 minutes, and its owner gets at most
  // 3 "someone tried to sign up" mails an hour (past that the answer is the same, the work less).
  const known = [];
  for (let i = 0; i < PAIRS; i++) {
    known.push(unique('taken'));
    await post('/api/auth/sign-up/email', { name: 'Taken', email: known[i], password: PASSWORD });
  }
  // Warm-up: the first requests of a fresh process compile code paths and open connections.
  for (let i = 0; i < 3; i++) {
    await post('/api/auth/request-password-reset', { email: unique('warm') });
    await post('/api/auth/sign-up/email', { name: 'Warm', email: unique('warm'), password: PASSWORD });
  }
  let next = 0;
  const [resetKnown, resetUnknown] = await paired(
    () => post('/api/auth/request-password-reset', { email: known[next++ % PAIRS] }),
    () => post('/api/auth/request-password-reset', { email: unique('nobody') }),
  );
  const [signUpTaken, signUpFresh] = await paired(
    () => post('/api/auth/sign-up/email', { name: 'Probe', email: known[next++ % PAIRS], password: PASSWORD }),
    () => post('/api/auth/sign-up/email', { name: 'Probe', email: unique('fresh'), password: PASSWORD }),
  );
  summary = [...row('password reset request', resetKnown, resetUnknown), ...row('sign-up', signUpTaken, signUpFresh)];
} finally {
  await server.stop();
}

printSummary('Answer time by address (embedded database)', summary);
writeResult('enumeration', { summary, pairs: PAIRS });
