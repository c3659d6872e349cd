ALTER TABLE "attachments" DROP CONSTRAINT "attachments_one_owner_check";--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "checklist_id" uuid;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "checklist_user_id" uuid;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "checklist_day" date;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "checklist_item_id" uuid;--> statement-breakpoint
ALTER TABLE "material_requests" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "material_requests" ADD COLUMN "work_order_number" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "completion_photo_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_checklist_assignment_fk" FOREIGN KEY ("checklist_id","checklist_user_id") REFERENCES "public"."checklist_assignments"("checklist_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_checklist_item_fk" FOREIGN KEY ("checklist_id","checklist_item_id") REFERENCES "public"."checklist_items"("checklist_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_checklist_idx" ON "attachments" USING btree ("checklist_id","checklist_user_id","checklist_day") WHERE "attachments"."checklist_id" is not null;--> statement-breakpoint
CREATE INDEX "material_requests_task_idx" ON "material_requests" USING btree ("task_id") WHERE "material_requests"."task_id" is not null;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_checklist_cell_check" CHECK (("attachments"."checklist_id" is null) = ("attachments"."checklist_user_id" is null) and ("attachments"."checklist_id" is null) = ("attachments"."checklist_day" is null) and ("attachments"."checklist_id" is null) = ("attachments"."checklist_item_id" is null));--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_one_owner_check" CHECK (num_nonnulls("attachments"."task_id", "attachments"."asset_id", "attachments"."checklist_id") = 1);