DROP INDEX "services_search_idx";--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search") WITH (fastupdate=false);