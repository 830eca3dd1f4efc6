ALTER TABLE "conversation_participants" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: the messages from others newer than each participant's last_read_at.
UPDATE "conversation_participants" AS p SET "unread_count" = (
  SELECT count(*) FROM "conversation_messages" m
  WHERE m."conversation_id" = p."conversation_id" AND m."created_at" > p."last_read_at" AND m."sender_id" <> p."user_id"
);
