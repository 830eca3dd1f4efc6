import type { Db } from '../../db/client';
import { deleteMessage } from '../messaging/messaging.public';
import { hideService, removeReview, restoreService } from '../services/services.public';

/** The writes a moderation decision makes on other features' rows, each made by the module that owns the row. */
export function moderationWrites(db: Db) {
  return {
    hideService: (id: string, reason: string) => hideService(db, id, reason),
    restoreService: (id: string) => restoreService(db, id),
    /** Also recomputes the listing's rating. */
    deleteReview: (id: string) => removeReview(db, id),
    deleteMessage: (id: string) => deleteMessage(db, id),
  };
}

export type ModerationWrites = ReturnType<typeof moderationWrites>;
