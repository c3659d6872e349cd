CREATE TABLE "organisation_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_settings_single_row" CHECK ("organisation_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;