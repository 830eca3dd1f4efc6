CREATE TYPE "public"."report_status" AS ENUM('open', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('service', 'review', 'message');--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_user_id" text,
	"reason" text,
	"ip" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text,
	"target_type" "report_target" NOT NULL,
	"target_id" text NOT NULL,
	"target_owner_id" text,
	"target_summary" text,
	"reason" text NOT NULL,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_stats_daily" (
	"day" date NOT NULL,
	"category" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_stats_daily_day_category_pk" PRIMARY KEY("day","category")
);
--> statement-breakpoint
CREATE TABLE "seller_activity" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "impersonated_by" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "banned" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_expires" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_owner_id_user_id_fk" FOREIGN KEY ("target_owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_user_idx" ON "admin_audit_log" USING btree ("target_user_id","id") WHERE "admin_audit_log"."target_user_id" is not null;--> statement-breakpoint
CREATE INDEX "content_reports_queue_idx" ON "content_reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_reports_target_idx" ON "content_reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "seller_activity_last_order_idx" ON "seller_activity" USING btree ("last_order_at");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_banned_created_idx" ON "user" USING btree ("created_at","id") WHERE "user"."banned";--> statement-breakpoint
-- The admin plugin reads "user".role for its permission checks; profiles.role stays the app's one source of truth
-- and this trigger copies every change across (ADR 022).
UPDATE "user" SET "role" = p."role"::text FROM "profiles" p WHERE p."id" = "user"."id";--> statement-breakpoint
CREATE FUNCTION proclub_mirror_profile_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user" SET "role" = NEW."role"::text WHERE "id" = NEW."id" AND "role" IS DISTINCT FROM NEW."role"::text;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER profiles_mirror_role AFTER INSERT OR UPDATE OF "role" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION proclub_mirror_profile_role();--> statement-breakpoint
-- The audit log is append-only in the database itself, whatever code runs against it.
CREATE FUNCTION proclub_refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE ON "admin_audit_log"
  FOR EACH ROW EXECUTE FUNCTION proclub_refuse_audit_change();--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON "admin_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION proclub_refuse_audit_change();--> statement-breakpoint
-- Users table search: name or email contains the words (trigram index, like the CRM client search).
CREATE INDEX "user_search_trgm_idx" ON "user" USING gin ((lower("name" || ' ' || "email")) gin_trgm_ops);
--> statement-breakpoint
-- Platform metrics rollups (ADR 022): each order write adjusts its day × category row and its seller's newest order,
-- in the same transaction, so the metrics never scan the orders table.
CREATE FUNCTION proclub_order_stats_apply(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cat text;
BEGIN
  SELECT category::text INTO cat FROM services WHERE id = o.service_id;
  INSERT INTO order_stats_daily AS s (day, category, orders, gmv)
  VALUES (
    (o.created_at AT TIME ZONE 'UTC')::date,
    coalesce(cat, 'other'),
    sign,
    CASE WHEN o.status IN ('declined', 'cancelled') THEN 0 ELSE sign * o.price END
  )
  ON CONFLICT (day, category) DO UPDATE SET orders = s.orders + excluded.orders, gmv = s.gmv + excluded.gmv;
END;
$$;--> statement-breakpoint
CREATE FUNCTION proclub_order_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM proclub_order_stats_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM proclub_order_stats_apply(NEW, 1);
    IF NEW.seller_id IS NOT NULL THEN
      INSERT INTO seller_activity AS a (seller_id, last_order_at) VALUES (NEW.seller_id, NEW.created_at)
      ON CONFLICT (seller_id) DO UPDATE SET last_order_at = greatest(a.last_order_at, excluded.last_order_at);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_stats AFTER INSERT OR DELETE OR UPDATE OF status, price, created_at, service_id, seller_id ON orders
  FOR EACH ROW EXECUTE FUNCTION proclub_order_stats();--> statement-breakpoint
INSERT INTO order_stats_daily (day, category, orders, gmv)
SELECT (o.created_at AT TIME ZONE 'UTC')::date, coalesce(v.category::text, 'other'), count(*),
       coalesce(sum(o.price) FILTER (WHERE o.status NOT IN ('declined', 'cancelled')), 0)
FROM orders o LEFT JOIN services v ON v.id = o.service_id
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO seller_activity (seller_id, last_order_at)
SELECT seller_id, max(created_at) FROM orders WHERE seller_id IS NOT NULL GROUP BY 1;
