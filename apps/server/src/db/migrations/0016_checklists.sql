CREATE TABLE "checklist_assignments" (
	"checklist_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "checklist_assignments_checklist_id_user_id_pk" PRIMARY KEY("checklist_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "checklist_categories" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_categories_color_check" CHECK ("checklist_categories"."color" in ('blue', 'green', 'yellow', 'red', 'purple', 'pink', 'indigo', 'gray'))
);
--> statement-breakpoint
CREATE TABLE "checklist_cells" (
	"checklist_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"item_id" uuid NOT NULL,
	"state" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"finalised_by" uuid,
	"finalised_at" timestamp with time zone,
	"reopened_date" date,
	"reopened_by" uuid,
	"task_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_cells_checklist_id_user_id_day_item_id_pk" PRIMARY KEY("checklist_id","user_id","day","item_id"),
	CONSTRAINT "checklist_cells_state_check" CHECK ("checklist_cells"."state" in ('initial', 'in-progress', 'completed')),
	CONSTRAINT "checklist_cells_locked_check" CHECK (not "checklist_cells"."locked" or "checklist_cells"."state" = 'completed')
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "checklist_items_checklist_id_id_key" UNIQUE("checklist_id","id")
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"site_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "origin" jsonb;--> statement-breakpoint
ALTER TABLE "checklist_assignments" ADD CONSTRAINT "checklist_assignments_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_assignments" ADD CONSTRAINT "checklist_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_assignments" ADD CONSTRAINT "checklist_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_cells" ADD CONSTRAINT "checklist_cells_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_cells" ADD CONSTRAINT "checklist_cells_assignment_fk" FOREIGN KEY ("checklist_id","user_id") REFERENCES "public"."checklist_assignments"("checklist_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_cells" ADD CONSTRAINT "checklist_cells_item_fk" FOREIGN KEY ("checklist_id","item_id") REFERENCES "public"."checklist_items"("checklist_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_category_checklist_categories_key_fk" FOREIGN KEY ("category") REFERENCES "public"."checklist_categories"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_assignments_user_idx" ON "checklist_assignments" USING btree ("user_id","checklist_id");--> statement-breakpoint
CREATE INDEX "checklist_assignments_assigned_by_idx" ON "checklist_assignments" USING btree ("assigned_by");--> statement-breakpoint
CREATE INDEX "checklist_cells_task_idx" ON "checklist_cells" USING btree ("task_id") WHERE "checklist_cells"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "checklist_items_checklist_position_idx" ON "checklist_items" USING btree ("checklist_id","position");--> statement-breakpoint
CREATE INDEX "checklists_site_idx" ON "checklists" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "checklists_category_idx" ON "checklists" USING btree ("category");--> statement-breakpoint
CREATE INDEX "checklists_created_by_idx" ON "checklists" USING btree ("created_by");--> statement-breakpoint
INSERT INTO "checklist_categories" ("key", "name", "color", "built_in") VALUES
  ('housekeeping', 'Housekeeping', 'green', true),
  ('electrical', 'Electrical', 'yellow', true),
  ('plumbing', 'Plumbing', 'blue', true),
  ('mechanical', 'Mechanical', 'gray', true),
  ('safety', 'Safety', 'red', true)
ON CONFLICT ("key") DO NOTHING;
