CREATE TABLE "asset_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "expiry_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_status_changes" ADD CONSTRAINT "asset_status_changes_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_status_changes" ADD CONSTRAINT "asset_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_status_changes_asset_idx" ON "asset_status_changes" USING btree ("asset_id","changed_at");--> statement-breakpoint
CREATE INDEX "attachments_expiry_idx" ON "attachments" USING btree ("expires_on") WHERE "attachments"."expires_on" is not null and "attachments"."expiry_warned_at" is null;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_document_type_check" CHECK ("attachments"."document_type" is null or "attachments"."document_type" in ('manual', 'warranty', 'certificate', 'other'));--> statement-breakpoint
-- Assets not Active before their changes were kept: so since they were last changed.
INSERT INTO "asset_status_changes" ("asset_id", "from_status", "to_status", "changed_at")
SELECT "id", NULL, "status", "updated_at" FROM "assets" WHERE "status" <> 'Active';
