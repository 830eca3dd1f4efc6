import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';

/** What a signed-in request needs to know about its session and user. */
export interface SessionRow {
  sessionId: string;
  expiresAt: Date;
  createdAt: Date;
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  role: string | null;
  banned: boolean;
  /**
   * With a workspace id asked for: the user's role in that workspace, null when they are not its member (read in
   * the same statement, so as fresh as the session itself).
   */
  workspaceRole?: string | null;
}

interface RawSessionRow {
  session_id: string;
  expires_at: Date | string;
  created_at: Date | string;
  user_id: string;
  email: string;
  name: string;
  email_verified: boolean;
  two_factor_enabled: boolean | null;
  role: string | null;
  banned: boolean | null;
  workspace_role?: string | null;
}

const SESSION_AND_USER = `select s.id as session_id, s.expires_at, s.created_at, u.id as user_id, u.email, u.name,
    u.email_verified, u.two_factor_enabled, u.role, u.banned
  from session s join "user" u on u.id = s.user_id where s.token = $1`;

/**
 * The same, and the user's role in the workspace a seller request names (ADR 045's kernel guard): every seller route
 * asks it, and as a second statement it was one more round trip on every CRM list (issue #31: "scoping must not cost
 * the hot paths"). The primary key (workspace_id, user_id) answers it; nothing is cached between requests, so a
 * removed member is refused by their next request.
 */
const SESSION_USER_AND_MEMBERSHIP = `select s.id as session_id, s.expires_at, s.created_at, u.id as user_id, u.email, u.name,
    u.email_verified, u.two_factor_enabled, u.role, u.banned,
    (select m.role::text from workspace_members m where m.workspace_id = $2 and m.user_id = u.id) as workspace_role
  from session s join "user" u on u.id = s.user_id where s.token = $1`;

/**
 * Every signed-in request's first question, answered in one indexed statement: better-auth's own lookup reads the
 * session and then the user (two round trips, plus building its endpoint context per call), which made it the largest
 * part of a cheap request such as sending a message (issue #18). Only the plain case is answered here — a live session
 * that needs no sliding refresh; anything else (no row, expired, due for refresh, banned, past the absolute lifetime)
 * goes to better-auth's getSession, which clears or refreshes cookies as it always has. Nothing is cached: a session
 * ended anywhere is refused by the next request.
 */
export class SessionFastPath {
  private readonly query;

  constructor(
    db: Db,
    private readonly cookie: { name: string; secret: string },
  ) {
    this.query = preparedQuery(db);
  }

  /**
   * The session token from the request's cookie header when its signature is ours (better-call's signed-cookie
   * format: encodeURIComponent(`${token}.${base64 HMAC-SHA256(token)}`)); null otherwise.
   */
  tokenFrom(cookieHeader: string): string | null {
    const raw = cookieValue(cookieHeader, this.cookie.name);
    if (!raw) return null;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(crypto.createHmac('sha256', this.cookie.secret).update(token).digest('base64'));
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : null;
  }

  /** The session and its user; with `workspaceId`, also the user's role there (`workspaceRole`). */
  async find(token: string, workspaceId?: string): Promise<SessionRow | null> {
    const [row] = await this.query<RawSessionRow>(
      workspaceId === undefined
        ? { name: 'session_and_user', text: SESSION_AND_USER, values: [token] }
        : { name: 'session_user_and_membership', text: SESSION_USER_AND_MEMBERSHIP, values: [token, workspaceId] },
    );
    if (!row) return null;
    return {
      sessionId: row.session_id,
      expiresAt: new Date(row.expires_at),
      createdAt: new Date(row.created_at),
      userId: row.user_id,
      email: row.email,
      name: row.name,
      emailVerified: row.email_verified === true,
      twoFactorEnabled: row.two_factor_enabled === true,
      role: row.role,
      banned: row.banned === true,
      ...(workspaceId === undefined ? {} : { workspaceRole: row.workspace_role ?? null }),
    };
  }
}

/** One cookie's raw value from a Cookie header (the first of that name, as browsers send the most specific first). */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value.startsWith('"') ? value.slice(1, -1) : value;
  }
  return null;
}
