-- The weekly chart of everyone but a field role reads task_weeks (0011); these indexes served only
-- its range counts. A field role's own weekly counts need the assignee first.
DROP INDEX "tasks_created_at_idx";--> statement-breakpoint
DROP INDEX "tasks_site_created_at_idx";--> statement-breakpoint
DROP INDEX "tasks_completed_at_idx";--> statement-breakpoint
DROP INDEX "tasks_site_completed_at_idx";--> statement-breakpoint
CREATE INDEX "tasks_assignee_created_at_idx" ON "tasks" USING btree ("assigned_to","created_at","site_id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_completed_at_idx" ON "tasks" USING btree ("assigned_to","completed_at","site_id") WHERE "tasks"."completed_at" is not null;