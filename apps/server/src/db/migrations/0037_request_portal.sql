CREATE TABLE "work_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"request_number" text GENERATED ALWAYS AS ('RQ-' || lpad(number::text, greatest(6, length(number::text)), '0')) STORED NOT NULL,
	"site_id" uuid NOT NULL,
	"asset_id" uuid,
	"location" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"urgency" text NOT NULL,
	"requester_name" text DEFAULT '' NOT NULL,
	"requester_email" text DEFAULT '' NOT NULL,
	"requester_phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_token" text NOT NULL,
	"decision" text,
	"reason" text,
	"task_id" uuid,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"contact_erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "work_requests_status_token_unique" UNIQUE("status_token"),
	CONSTRAINT "work_requests_status_check" CHECK ("work_requests"."status" in ('new', 'accepted', 'merged', 'rejected', 'completed')),
	CONSTRAINT "work_requests_urgency_check" CHECK ("work_requests"."urgency" in ('low', 'normal', 'urgent'))
);
--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_one_owner_check";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "portal_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "portal_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "portal_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "portal_required" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_requests_site_status_idx" ON "work_requests" USING btree ("site_id","status","number");--> statement-breakpoint
CREATE INDEX "work_requests_task_idx" ON "work_requests" USING btree ("task_id") WHERE "work_requests"."task_id" is not null;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_request_id_work_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."work_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_request_idx" ON "attachments" USING btree ("request_id") WHERE "attachments"."request_id" is not null;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_portal_token_unique" UNIQUE("portal_token");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_portal_token_unique" UNIQUE("portal_token");--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_one_owner_check" CHECK (num_nonnulls("attachments"."task_id", "attachments"."asset_id", "attachments"."checklist_id", "attachments"."request_id") = 1);