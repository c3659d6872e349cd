CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_site_created_at_idx" ON "tasks" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_completed_at_idx" ON "tasks" USING btree ("completed_at") WHERE "tasks"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "tasks_site_completed_at_idx" ON "tasks" USING btree ("site_id","completed_at") WHERE "tasks"."completed_at" is not null;