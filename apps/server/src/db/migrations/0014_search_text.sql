-- Searches read a stored, lower-cased search text (db/search-text.ts): the trigram index finds
-- candidates and PostgreSQL rechecks each with a LIKE on one column, instead of joining the fields
-- and folding their case per candidate. Same matches as before (ILIKE over the same fields).
DROP INDEX "assets_site_search_idx";--> statement-breakpoint
DROP INDEX "tasks_site_search_idx";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || 'AST-' || lpad(number::text, greatest(6, length(number::text)), '0') || ' ' || coalesce(type, '') || ' ' || coalesce(location, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || 'WO-' || lpad(number::text, greatest(6, length(number::text)), '0'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "assets_site_search_idx" ON "assets" USING gin ("site_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_site_search_idx" ON "tasks" USING gin ("site_id","search_text" gin_trgm_ops);