CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid,
	"asset_id" uuid,
	"kind" text NOT NULL,
	"tag" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"uploaded_by" uuid,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "attachments_one_owner_check" CHECK (("attachments"."task_id" is null) <> ("attachments"."asset_id" is null)),
	CONSTRAINT "attachments_kind_check" CHECK ("attachments"."kind" in ('photo', 'document')),
	CONSTRAINT "attachments_tag_check" CHECK ("attachments"."tag" is null or "attachments"."tag" in ('before', 'after'))
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_task_idx" ON "attachments" USING btree ("task_id","created_at") WHERE "attachments"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "attachments_asset_idx" ON "attachments" USING btree ("asset_id","created_at") WHERE "attachments"."asset_id" is not null;