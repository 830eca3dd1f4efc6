import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verification } from '../../db/schema/index';
import { isWellFormedToken, newPublicToken } from '../../lib/public-token';

/** The old address may undo a change of email for this long (issue #37). */
export const EMAIL_UNDO_HOURS = 72;
const PREFIX = 'email-change-undo:';

export interface EmailChangeUndo {
  userId: string;
  oldEmail: string;
  newEmail: string;
}

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/**
 * Undo links for a change of email, kept in better-auth's verification table: the row is keyed by the SHA-256 of the
 * token (the token itself is only in the mail), and taking it deletes it, so a link works once.
 */
export class EmailChangeUndoRepository {
  constructor(private readonly db: Db) {}

  async create(undo: EmailChangeUndo, now = Date.now()): Promise<string> {
    const token = newPublicToken();
    await this.db.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: `${PREFIX}${hashOf(token)}`,
      value: JSON.stringify(undo),
      expiresAt: new Date(now + EMAIL_UNDO_HOURS * 60 * 60 * 1000),
    });
    return token;
  }

  /** The undo a live token stands for, deleted in the same statement (two clicks cannot both take it); else null. */
  async take(token: string): Promise<EmailChangeUndo | null> {
    if (!isWellFormedToken(token)) return null;
    const [row] = await this.db
      .delete(verification)
      .where(and(eq(verification.identifier, `${PREFIX}${hashOf(token)}`), gt(verification.expiresAt, new Date())))
      .returning({ value: verification.value });
    return row ? (JSON.parse(row.value) as EmailChangeUndo) : null;
  }
}
