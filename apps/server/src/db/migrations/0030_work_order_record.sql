CREATE TABLE "hourly_rates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rate_cents" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rate_cents" integer,
	"corrected_by" uuid,
	"corrected_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_time_entries_source_check" CHECK ("task_time_entries"."source" in ('timer', 'manual')),
	CONSTRAINT "task_time_entries_span_check" CHECK ("task_time_entries"."ended_at" is null or ("task_time_entries"."ended_at" > "task_time_entries"."started_at" and "task_time_entries"."ended_at" <= "task_time_entries"."started_at" + interval '24 hours'))
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"kind" text DEFAULT 'comment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "task_comments_kind_check" CHECK ("task_comments"."kind" in ('comment', 'completion'))
);
--> statement-breakpoint
ALTER TABLE "material_movements" DROP CONSTRAINT "material_movements_kind_check";--> statement-breakpoint
ALTER TABLE "material_movements" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "material_movements" ADD COLUMN "work_order_number" text;--> statement-breakpoint
ALTER TABLE "material_movements" ADD COLUMN "unit_cost_cents" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "unit_cost_cents" integer;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "hourly_rates" ADD CONSTRAINT "hourly_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rates" ADD CONSTRAINT "hourly_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_time_entries" ADD CONSTRAINT "task_time_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_time_entries" ADD CONSTRAINT "task_time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_time_entries" ADD CONSTRAINT "task_time_entries_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_time_entries_task_idx" ON "task_time_entries" USING btree ("task_id","started_at");--> statement-breakpoint
CREATE INDEX "task_time_entries_user_idx" ON "task_time_entries" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_time_entries_one_timer_idx" ON "task_time_entries" USING btree ("user_id") WHERE "task_time_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_task_idx" ON "activity_logs" USING btree (("metadata"->>'taskId'),"seq") WHERE "activity_logs"."metadata"->>'taskId' is not null;--> statement-breakpoint
CREATE INDEX "material_movements_task_idx" ON "material_movements" USING btree ("task_id") WHERE "material_movements"."task_id" is not null;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_kind_check" CHECK ("material_movements"."kind" in ('initial', 'adjustment', 'issue', 'return'));--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_unit_cost_check" CHECK ("materials"."unit_cost_cents" >= 0);