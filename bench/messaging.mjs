// Messaging benchmark (issue: messaging). 500 signed-in socket clients in 100 conversations of 5: message
// delivery latency (POST sent → message.created received by each of the 4 other participants), reaction
// delivery latency, and the conversation list of a user in 1,000 conversations. Runs on PGlite (one
// instance) and, when PostgreSQL answers, on PostgreSQL with one instance and with two instances sharing
// events through LISTEN/NOTIFY (sockets and senders spread over both, so most deliveries cross instances).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { ensureBuilt } from '../scripts/lib/build-state.mjs';
import {
  freePort,
  percentile,
  printSummary,
  printTable,
  sleep,
  startServer,
  stopOnExit,
  tempDataDir,
  writeResult,
} from './lib/common.mjs';
import { measure } from './support/server-process.mjs';

const CONVERSATIONS = 100;
const PER_CONVERSATION = 5;
const CLIENTS = CONVERSATIONS * PER_CONVERSATION;
const LIST_CONVERSATIONS = 1000;
const MESSAGES = Number(process.env.MESSAGING_BENCH_MESSAGES ?? 600);
const MESSAGES_PER_SECOND = Number(process.env.MESSAGING_BENCH_RATE ?? 60);
const REACTIONS = Number(process.env.MESSAGING_BENCH_REACTIONS ?? 200);
const targets = { deliveryOne: 50, deliveryTwo: 100, listP95: 30, lowRateP99: 20 };
const LOW_RATES = [2, 5, 10];
const LOW_RATE_CONVERSATIONS = 40;
const LOW_RATE_SECONDS = 15;
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

ensureBuilt({ only: ['server'] });
const servers = [];
stopOnExit(servers);

/** Runs fn over items with at most `limit` in flight; returns results in order. */
async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index], index);
      }
    }),
  );
  return results;
}

async function call(server, method, url, { cookie, body } = {}) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { origin: server.url, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return { json: text ? JSON.parse(text) : null, response };
}

async function signUp(server, label) {
  const email = `${label}-${process.pid}-${Math.random().toString(36).slice(2, 8)}@bench.test`;
  const { json } = await call(server, 'POST', '/api/auth/sign-up/email', {
    body: { email, password: 'bench-password-1', name: `Bench ${label}` },
  });
  // Sign-up signs nobody in (issue #30, ADR 041): the password does.
  const signedIn = await call(server, 'POST', '/api/auth/sign-in/email', { body: { email, password: 'bench-password-1' } });
  const cookie = signedIn.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: json.user.id, cookie };
}

/** Users, 100 conversations of 5, and a user in 1,000 conversations (each with a message from someone else). */
async function seed(server) {
  const started = performance.now();
  const users = await pool(
    Array.from({ length: CLIENTS }, (_, i) => i),
    8,
    (i) => signUp(server, `user${i}`),
  );
  const conversations = await pool(
    Array.from({ length: CONVERSATIONS }, (_, c) => c),
    8,
    async (c) => {
      const members = users.slice(c * PER_CONVERSATION, (c + 1) * PER_CONVERSATION);
      const { json } = await call(server, 'POST', '/api/messaging/conversations', {
        cookie: members[0].cookie,
        body: { title: `Bench conversation ${c}`, participantIds: members.slice(1).map((m) => m.id) },
      });
      return { id: json.id, members };
    },
  );
  const owner = await signUp(server, 'list-owner');
  const partner = users[0];
  await pool(
    Array.from({ length: LIST_CONVERSATIONS }, (_, i) => i),
    10,
    async (i) => {
      const { json } = await call(server, 'POST', '/api/messaging/conversations', {
        cookie: partner.cookie,
        body: { title: `Client thread ${i}`, type: 'project', participantIds: [owner.id] },
      });
      await call(server, 'POST', `/api/messaging/conversations/${json.id}/messages`, {
        cookie: partner.cookie,
        body: { content: `Status update ${i}: the draft is ready for your review.` },
      });
    },
  );
  console.log(
    `  seeded ${CLIENTS} users, ${CONVERSATIONS} + ${LIST_CONVERSATIONS} conversations in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  return { users, conversations, owner };
}

/** One socket per participant, spread round-robin over the instances; resolves when all are subscribed. */
async function connect(instances, conversations, onEvent) {
  const sockets = [];
  const entries = conversations.flatMap((conversation) => conversation.members.map((member) => ({ conversation, member })));
  await pool(entries, 25, async ({ conversation, member }, index) => {
    const server = instances[index % instances.length];
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/realtime`, {
      headers: { origin: server.url, cookie: member.cookie },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const pending = new Set([`conversation:${conversation.id}`, `user:${member.id}`]);
    const subscribed = new Promise((resolve, reject) => {
      socket.on('message', (raw) => {
        const frame = JSON.parse(raw.toString());
        if (frame.type === 'subscribed') {
          pending.delete(frame.channel);
          if (pending.size === 0) resolve();
        } else if (frame.type === 'error') reject(new Error(`subscribe refused: ${JSON.stringify(frame)}`));
        else if (frame.type === 'event') onEvent(member.id, frame.event, performance.now());
      });
    });
    for (const channel of pending) socket.send(JSON.stringify({ type: 'subscribe', channel }));
    await subscribed;
    sockets.push(socket);
  });
  return sockets;
}

/** Sends messages at a steady rate over the instances and times each delivery to the other participants. */
async function runDeliveries(
  instances,
  conversations,
  { rate = MESSAGES_PER_SECOND, messages = MESSAGES, reactions = REACTIONS } = {},
) {
  const waiting = new Map(); // token -> { t0, senderId, remaining }
  const reactionWaiting = new Map(); // messageId -> { t0, reactorId, remaining }
  const messageLatencies = [];
  const reactionLatencies = [];
  const sockets = await connect(instances, conversations, (userId, event, at) => {
    if (event.type === 'message.created') {
      const entry = waiting.get(event.message.content);
      if (!entry || userId === entry.senderId) return;
      messageLatencies.push(at - entry.t0);
      if (--entry.remaining === 0) waiting.delete(event.message.content);
    } else if (event.type === 'reaction.changed') {
      const entry = reactionWaiting.get(event.messageId);
      if (!entry || userId === entry.reactorId) return;
      reactionLatencies.push(at - entry.t0);
      if (--entry.remaining === 0) reactionWaiting.delete(event.messageId);
    }
  });
  console.log(`  ${sockets.length} sockets connected and subscribed over ${instances.length} instance(s)`);

  // Warm-up: a round of messages that is not measured.
  for (const [c, conversation] of conversations.entries()) {
    await call(instances[c % instances.length], 'POST', `/api/messaging/conversations/${conversation.id}/messages`, {
      cookie: conversation.members[0].cookie,
      body: { content: `warm-up ${c}` },
    });
  }
  await sleep(500);

  const sent = [];
  const interval = 1000 / rate;
  const startedAt = performance.now();
  const inFlight = [];
  for (let k = 0; k < messages; k++) {
    const due = startedAt + k * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const conversation = conversations[k % conversations.length];
    const sender = conversation.members[(k * 7) % PER_CONVERSATION];
    const token = `bench message ${k} ${Math.random().toString(36).slice(2, 8)}`;
    waiting.set(token, { t0: performance.now(), senderId: sender.id, remaining: PER_CONVERSATION - 1 });
    inFlight.push(
      call(instances[k % instances.length], 'POST', `/api/messaging/conversations/${conversation.id}/messages`, {
        cookie: sender.cookie,
        body: { content: token },
      }).then(({ json }) => sent.push({ conversation, messageId: json.id })),
    );
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - startedAt) / 1000;
  for (let i = 0; i < 50 && waiting.size > 0; i++) await sleep(100);
  const lostMessages = [...waiting.values()].reduce((sum, entry) => sum + entry.remaining, 0);

  const reactionStart = performance.now();
  const reactionFlight = [];
  for (let k = 0; k < Math.min(reactions, sent.length); k++) {
    const due = reactionStart + k * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const { conversation, messageId } = sent[k];
    const reactor = conversation.members[(k * 3 + 1) % PER_CONVERSATION];
    reactionWaiting.set(messageId, { t0: performance.now(), reactorId: reactor.id, remaining: PER_CONVERSATION - 1 });
    reactionFlight.push(
      call(
        instances[(k + 1) % instances.length],
        'POST',
        `/api/messaging/conversations/${conversation.id}/messages/${messageId}/reactions`,
        {
          cookie: reactor.cookie,
          body: { emoji: '🎉' },
        },
      ),
    );
  }
  await Promise.all(reactionFlight);
  for (let i = 0; i < 50 && reactionWaiting.size > 0; i++) await sleep(100);
  const lostReactions = [...reactionWaiting.values()].reduce((sum, entry) => sum + entry.remaining, 0);
  for (const socket of sockets) socket.close();

  const stats = (values) => ({
    deliveries: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
    max: round(values.length ? Math.max(...values) : null),
  });
  return {
    messages: { sent: messages, perSecond: round(messages / sendSeconds), lost: lostMessages, ...stats(messageLatencies) },
    reactions: { sent: Math.min(reactions, sent.length), lost: lostReactions, ...stats(reactionLatencies) },
  };
}

/**
 * Realtime at the rates a team really chats (issue #18): 200 sockets (the first 40 conversations of 5), 2, 5 and 10
 * messages a second for 15 s each. A quiet server must deliver as fast as a busy one (timers, batching and idle
 * sockets would show here, not under load). Target p99 ≤ 20 ms, nothing lost.
 */
async function lowRateDeliveries(instances, conversations) {
  const results = {};
  for (const rate of LOW_RATES) {
    console.log(`  ${LOW_RATE_CONVERSATIONS * PER_CONVERSATION} clients at ${rate} msg/s`);
    results[rate] = await runDeliveries(instances, conversations.slice(0, LOW_RATE_CONVERSATIONS), {
      rate,
      messages: rate * LOW_RATE_SECONDS,
      reactions: 0,
    });
  }
  return results;
}

async function listLoad(server, owner) {
  const first = await call(server, 'GET', '/api/messaging/conversations', { cookie: owner.cookie });
  if (first.json.items.length === 0) throw new Error('the list owner has no conversations');
  const headers = { cookie: owner.cookie };
  const page = await measure(`${server.url}/api/messaging/conversations`, { count: 300, warmup: 30, headers });
  const unread = await measure(`${server.url}/api/messaging/unread`, { count: 200, warmup: 20, headers });
  return { conversations: LIST_CONVERSATIONS, pageSize: first.json.items.length, firstPage: page, unreadTotal: unread };
}

const logFile = (dir, name) => path.join(dir, `${name}.log`);
const serverEnv = { SEED_DEMO: 'false', LOG_LEVEL: 'warn', SIGN_UPS_PER_IP: '100000', SIGN_IN_FAILURES_PER_IP: '100000' };

async function benchPglite() {
  const dataDir = tempDataDir('messaging');
  try {
    const server = await startServer({ port: await freePort(), dataDir, env: serverEnv, logFile: logFile(dataDir, 'server') });
    servers.push(server);
    try {
      console.log('\nPGlite, one instance');
      const { conversations, owner } = await seed(server);
      const delivery = await runDeliveries([server], conversations);
      const list = await listLoad(server, owner);
      const lowRates = await lowRateDeliveries([server], conversations);
      return { instances: 1, ...delivery, list, lowRates };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { hostname, port } = new URL(adminUrl);
  if (spawnSync('pg_isready', ['-h', hostname, '-p', port || '5432']).status !== 0) return null;
  const name = `proclub_bench_msg_${process.pid}`;
  const psql = (sqlText) => execFileSync('psql', [adminUrl, '-q', '-c', sqlText]);
  psql(`create database ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = tempDataDir('messaging-pg');
  try {
    const env = { ...serverEnv, DATABASE_URL: url };
    const first = await startServer({ port: await freePort(), dataDir, env, logFile: logFile(dataDir, 'first') });
    servers.push(first);
    const second = await startServer({ port: await freePort(), dataDir, env, logFile: logFile(dataDir, 'second') });
    servers.push(second);
    try {
      console.log('\nPostgreSQL');
      const { conversations, owner } = await seed(first);
      console.log('  one instance');
      const one = await runDeliveries([first], conversations);
      const list = await listLoad(first, owner);
      console.log('  two instances (LISTEN/NOTIFY)');
      const two = await runDeliveries([first, second], conversations);
      const lowRates = await lowRateDeliveries([first], conversations);
      return { oneInstance: { instances: 1, ...one, list }, twoInstances: { instances: 2, ...two }, lowRates };
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  } finally {
    psql(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const pglite = await benchPglite();
const postgres = await benchPostgres();

const rows = [];
const scenario = (label, result) => {
  if (!result) return;
  rows.push({
    scenario: label,
    'msg p50': result.messages.p50,
    'msg p99': result.messages.p99,
    'msg lost': result.messages.lost,
    'reaction p50': result.reactions.p50,
    'reaction p99': result.reactions.p99,
    'list p95': result.list?.firstPage.p95 ?? null,
  });
};
scenario('PGlite, 1 instance', pglite);
scenario('PostgreSQL, 1 instance', postgres?.oneInstance);
scenario('PostgreSQL, 2 instances', postgres?.twoInstances);
printTable(
  `Messaging: ${CLIENTS} clients in ${CONVERSATIONS} conversations, ${MESSAGES} messages at ${MESSAGES_PER_SECOND}/s (ms)`,
  rows,
);

const summary = [];
const add = (metric, value, target, ok) => summary.push({ metric, value, unit: 'ms', ...(target ? { target, ok } : {}) });
for (const [label, result, deliveryTarget] of [
  ['PGlite', pglite, targets.deliveryOne],
  ['PG 1 instance', postgres?.oneInstance, targets.deliveryOne],
  ['PG 2 instances', postgres?.twoInstances, targets.deliveryTwo],
]) {
  if (!result) continue;
  add(`${label}: message delivery p50`, result.messages.p50);
  add(`${label}: message delivery p99`, result.messages.p99, `< ${deliveryTarget} ms`, result.messages.p99 < deliveryTarget);
  add(`${label}: reaction delivery p99`, result.reactions.p99);
  summary.push({
    metric: `${label}: deliveries lost`,
    value: result.messages.lost + result.reactions.lost,
    target: '0',
    ok: result.messages.lost + result.reactions.lost === 0,
  });
  if (result.list)
    add(
      `${label}: list (1,000 conv.) p95`,
      result.list.firstPage.p95,
      `< ${targets.listP95} ms`,
      result.list.firstPage.p95 < targets.listP95,
    );
}
for (const [label, result] of [
  ['PGlite', pglite],
  ['PG 1 instance', postgres],
]) {
  for (const [rate, run] of Object.entries(result?.lowRates ?? {})) {
    const ok = run.messages.p99 !== null && run.messages.p99 <= targets.lowRateP99 && run.messages.lost === 0;
    add(
      `${label}: 200 clients at ${rate} msg/s, delivery p99 (lost ${run.messages.lost})`,
      run.messages.p99,
      '≤ 20 ms, 0 lost',
      ok,
    );
  }
}
printSummary('Messaging summary', summary);
writeResult('messaging', {
  summary,
  setup: {
    clients: CLIENTS,
    conversations: CONVERSATIONS,
    perConversation: PER_CONVERSATION,
    messages: MESSAGES,
    messagesPerSecond: MESSAGES_PER_SECOND,
    reactions: REACTIONS,
    listConversations: LIST_CONVERSATIONS,
  },
  targetsMs: targets,
  pglite,
  postgres,
});
