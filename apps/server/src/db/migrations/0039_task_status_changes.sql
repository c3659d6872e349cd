CREATE TABLE "task_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "task_status_changes" ADD CONSTRAINT "task_status_changes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_status_changes" ADD CONSTRAINT "task_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_status_changes_task_idx" ON "task_status_changes" USING btree ("task_id","changed_at");--> statement-breakpoint
CREATE INDEX "task_status_changes_to_idx" ON "task_status_changes" USING btree ("to_status","changed_at");--> statement-breakpoint
-- Work orders from before the history: the status each has now, since its completion or, for the
-- others, its last change (the nearest the table knows).
INSERT INTO "task_status_changes" ("task_id", "from_status", "to_status", "changed_at")
SELECT "id", NULL, "status", coalesce("completed_at", "updated_at") FROM "tasks";
