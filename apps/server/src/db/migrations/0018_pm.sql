CREATE TABLE "pm_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" text NOT NULL,
	"recurrence" text NOT NULL,
	"asset_id" uuid NOT NULL,
	"assignee_id" uuid,
	"date" date,
	"anchor_date" date,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"open_task_id" uuid,
	"generation_error" text,
	"last_generated_at" timestamp with time zone,
	"last_completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pm_schedules_status_check" CHECK ("pm_schedules"."status" in ('Scheduled', 'In Progress', 'Completed')),
	CONSTRAINT "pm_schedules_priority_check" CHECK ("pm_schedules"."priority" in ('Low', 'Medium', 'High', 'Urgent'))
);
--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_open_task_id_tasks_id_fk" FOREIGN KEY ("open_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pm_schedules_asset_idx" ON "pm_schedules" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "pm_schedules_open_task_idx" ON "pm_schedules" USING btree ("open_task_id");--> statement-breakpoint
CREATE INDEX "pm_schedules_assignee_idx" ON "pm_schedules" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "pm_schedules_due_idx" ON "pm_schedules" USING btree ("date") WHERE "pm_schedules"."status" <> 'Completed' and "pm_schedules"."open_task_id" is null;