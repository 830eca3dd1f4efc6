CREATE TABLE "job_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text DEFAULT 'default' NOT NULL,
	"owner_id" text,
	"label" text,
	"cron" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"every_seconds" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_schedules" ADD CONSTRAINT "job_schedules_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_schedules_name_key_idx" ON "job_schedules" USING btree ("name","key");--> statement-breakpoint
CREATE INDEX "job_schedules_due_idx" ON "job_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "job_schedules_owner_idx" ON "job_schedules" USING btree ("owner_id");