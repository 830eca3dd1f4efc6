-- pg_trgm ships with PostgreSQL (contrib) and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin (("name" || ' ' || "email" || ' ' || coalesce("company", '')) gin_trgm_ops);
