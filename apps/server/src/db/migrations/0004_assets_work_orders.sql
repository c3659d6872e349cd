-- Trigram indexes make ILIKE searches use an index; pg_trgm is a trusted extension (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"asset_number" text GENERATED ALWAYS AS ('AST-' || lpad(number::text, greatest(6, length(number::text)), '0')) STORED NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"description" text,
	"location" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"site_id" uuid NOT NULL,
	"assigned_to" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"work_order_number" text GENERATED ALWAYS AS ('WO-' || lpad(number::text, greatest(6, length(number::text)), '0')) STORED NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"task_type" text DEFAULT 'repair' NOT NULL,
	"due_date" date NOT NULL,
	"assigned_to" uuid NOT NULL,
	"asset_id" uuid,
	"site_id" uuid NOT NULL,
	"created_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_number_unique" UNIQUE("number"),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('pending', 'in_progress', 'completed', 'on_hold', 'cancelled')),
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "tasks_type_check" CHECK ("tasks"."task_type" in ('repair', 'inspection', 'maintenance', 'installation', 'other'))
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_site_number_idx" ON "assets" USING btree ("site_id","number");--> statement-breakpoint
CREATE INDEX "assets_site_status_idx" ON "assets" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "assets_assigned_idx" ON "assets" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "assets_search_trgm_idx" ON "assets" USING gin (("name" || ' ' || "asset_number" || ' ' || coalesce("type", '') || ' ' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_site_number_idx" ON "tasks" USING btree ("site_id","number");--> statement-breakpoint
CREATE INDEX "tasks_assignee_number_idx" ON "tasks" USING btree ("assigned_to","number");--> statement-breakpoint
CREATE INDEX "tasks_site_status_due_idx" ON "tasks" USING btree ("site_id","status","due_date");--> statement-breakpoint
CREATE INDEX "tasks_assignee_status_due_idx" ON "tasks" USING btree ("assigned_to","status","due_date");--> statement-breakpoint
CREATE INDEX "tasks_asset_idx" ON "tasks" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "tasks_created_by_idx" ON "tasks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "tasks_search_trgm_idx" ON "tasks" USING gin (("title" || ' ' || "description" || ' ' || "work_order_number") gin_trgm_ops);