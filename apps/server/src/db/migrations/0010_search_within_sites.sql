-- A search is always within the caller's sites: one GIN index over the site and the trigrams lets
-- PostgreSQL intersect both inside the index. btree_gin gives GIN the site column; trusted (13+).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "assets_search_trgm_idx";--> statement-breakpoint
DROP INDEX "tasks_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "assets_site_search_idx" ON "assets" USING gin ("site_id",("name" || ' ' || "asset_number" || ' ' || coalesce("type", '') || ' ' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_site_search_idx" ON "tasks" USING gin ("site_id",("title" || ' ' || "description" || ' ' || "work_order_number") gin_trgm_ops);