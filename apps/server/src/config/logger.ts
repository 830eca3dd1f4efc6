import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { errorSerializer, REDACTED_PATHS, requestSerializer } from '../lib/log-redaction';
import type { Env } from './env';

/**
 * How the server logs: one JSON object per line for deployments (log collectors parse it), or short readable lines
 * in a terminal. LOG_FORMAT decides; unset, a terminal on stdout gets readable lines and anything else JSON.
 */
export type LogFormat = 'json' | 'pretty';

export function logFormat(env: Pick<Env, 'LOG_FORMAT'>, stdoutIsTerminal = Boolean(process.stdout.isTTY)): LogFormat {
  return env.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Path-only requests and scrubbed errors: query strings, bodies and SQL parameters never reach a log.
    serializers: {
      req: requestSerializer,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: errorSerializer,
    },
  };
}

/**
 * The process's one logger: Fastify logs through it (app.log), and so do better-auth and the demo seed. `stream`
 * replaces stdout (tests read what was logged from it).
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>, stream?: NodeJS.WritableStream): Logger {
  if (stream) return pino(loggerOptions(env), stream as DestinationStream);
  if (logFormat(env) === 'pretty')
    return pino(loggerOptions(env), terminalDestination(process.stdout, { colors: Boolean(process.stdout.isTTY) }));
  return pino(loggerOptions(env));
}

/** better-auth's logger option: its messages go into ours (JSON in production), tagged module=better-auth. */
export function betterAuthLogger(log: Logger) {
  const child = log.child({ module: 'better-auth' });
  return {
    // Ours decides what is shown (LOG_LEVEL); better-auth hands every message over.
    level: 'debug' as const,
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      child[level]({ ...(error ? { err: error } : {}), ...(rest.length ? { details: rest } : {}) }, message);
    },
  };
}

// ---- readable terminal lines ----

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const SKIPPED_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
const COLOR = { red: '\u001b[31m', yellow: '\u001b[33m', dim: '\u001b[2m', reset: '\u001b[0m' };

interface LogRecord {
  level: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string; injected?: boolean };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/**
 * Turns pino's JSON lines into short lines for a person: `12:04:05 GET /api/services 200 4 ms` once per request
 * (its "incoming request" line is held back and joined to its completion), the app's own in-process requests (the
 * demo seed's app.inject calls) not at all, and every other message as `12:04:05 WARN text key=value`.
 */
export class TerminalFormatter {
  /** Requests that came in and have not completed yet: reqId → "GET /path", or null for in-process ones. */
  private readonly open = new Map<string, string | null>();

  constructor(private readonly colors = false) {}

  format(line: string): string | null {
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      return line.replace(/\n$/, '');
    }
    const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
    if (record.req && record.reqId !== undefined && record.msg === 'incoming request') {
      this.open.set(record.reqId, record.req.injected ? null : `${record.req.method} ${record.req.url}`);
      // A request that never completes (client gone mid-stream) must not stay here for ever.
      if (this.open.size > 1000) this.open.delete(this.open.keys().next().value as string);
      return null;
    }
    if (record.res && record.reqId !== undefined && record.msg === 'request completed') {
      const request = this.open.get(record.reqId);
      this.open.delete(record.reqId);
      if (request === null) return null;
      const status = record.res.statusCode ?? 0;
      const text = `${time} ${request ?? record.reqId} ${status} ${Math.round(record.responseTime ?? 0)} ms`;
      return this.paint(text, status >= 500 ? 'red' : status >= 400 ? 'yellow' : 'dim');
    }
    const level = LEVELS[record.level] ?? String(record.level);
    const fields = Object.entries(record)
      .filter(([key, value]) => !SKIPPED_FIELDS.has(key) && value !== undefined)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
    let text = `${time}${level === 'INFO' ? '' : ` ${level}`} ${record.msg ?? ''}`.trimEnd();
    if (record.err?.message) text += `: ${record.err.message}`;
    if (fields) text += ` ${fields.length > 300 ? `${fields.slice(0, 300)}…` : fields}`;
    if (record.err?.stack && record.level >= 50) {
      const frames = record.err.stack.split('\n').filter((frame) => /^\s+at /.test(frame));
      if (frames.length) text += `\n${frames.slice(0, 8).join('\n')}`;
    }
    return this.paint(text, record.level >= 50 ? 'red' : record.level >= 40 ? 'yellow' : record.level < 30 ? 'dim' : null);
  }

  private paint(text: string, color: keyof typeof COLOR | null): string {
    return this.colors && color ? `${COLOR[color]}${text}${COLOR.reset}` : text;
  }
}

/** A pino destination that writes the formatter's lines to a terminal. */
export function terminalDestination(out: NodeJS.WritableStream, { colors = false } = {}): DestinationStream {
  const formatter = new TerminalFormatter(colors);
  return {
    write(line: string) {
      const text = formatter.format(line);
      if (text !== null) out.write(`${text}\n`);
    },
  };
}
