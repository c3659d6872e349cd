CREATE TABLE "escalation_rules" (
	"site_id" uuid NOT NULL,
	"priority" text NOT NULL,
	"not_started_minutes" integer,
	"overdue_hours" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "escalation_rules_site_id_priority_pk" PRIMARY KEY("site_id","priority"),
	CONSTRAINT "escalation_rules_priority_check" CHECK ("escalation_rules"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "escalation_rules_minutes_check" CHECK ("escalation_rules"."not_started_minutes" > 0),
	CONSTRAINT "escalation_rules_hours_check" CHECK ("escalation_rules"."overdue_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "work_order_escalations" (
	"task_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"step" integer NOT NULL,
	"basis" text NOT NULL,
	"escalated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_escalations_task_id_rule_step_basis_pk" PRIMARY KEY("task_id","rule","step","basis"),
	CONSTRAINT "work_order_escalations_rule_check" CHECK ("work_order_escalations"."rule" in ('not_started', 'overdue')),
	CONSTRAINT "work_order_escalations_step_check" CHECK ("work_order_escalations"."step" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "push_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assigned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written: a work order written before the column was assigned when it was made, as far as anyone can tell.
UPDATE "tasks" SET "assigned_at" = "created_at";--> statement-breakpoint
ALTER TABLE "escalation_rules" ADD CONSTRAINT "escalation_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_rules" ADD CONSTRAINT "escalation_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_escalations" ADD CONSTRAINT "work_order_escalations_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");