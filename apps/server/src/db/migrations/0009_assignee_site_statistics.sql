DROP INDEX "tasks_assignee_status_due_idx";--> statement-breakpoint
CREATE INDEX "tasks_assignee_site_status_due_idx" ON "tasks" USING btree ("assigned_to","site_id","status","due_date");--> statement-breakpoint
-- A work order's site follows from its assignee's; without this PostgreSQL multiplies the two
-- selectivities, expects 25 of a technician's 500 work orders, and sorts them all instead of
-- reading the newest 50 through (assigned_to, number) (docs/assets-and-work-orders.md).
CREATE STATISTICS IF NOT EXISTS tasks_assignee_site (dependencies) ON assigned_to, site_id FROM tasks;
--> statement-breakpoint
ANALYZE tasks;
