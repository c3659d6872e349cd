CREATE TABLE "material_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"material_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"request_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_movements_kind_check" CHECK ("material_movements"."kind" in ('initial', 'adjustment', 'issue'))
);
--> statement-breakpoint
CREATE TABLE "material_request_counts" (
	"site_key" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "material_request_counts_site_key_status_pk" PRIMARY KEY("site_key","status")
);
--> statement-breakpoint
CREATE TABLE "material_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"material_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"site_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_requests_status_check" CHECK ("material_requests"."status" in ('Pending', 'Approved', 'Rejected', 'Issued')),
	CONSTRAINT "material_requests_quantity_check" CHECK ("material_requests"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"unit" text DEFAULT 'pieces' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"reorder_level" integer DEFAULT 10 NOT NULL,
	"site_id" uuid,
	"low_stock_notified" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "materials_quantity_check" CHECK ("materials"."quantity" >= 0),
	CONSTRAINT "materials_reorder_check" CHECK ("materials"."reorder_level" >= 0)
);
--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_request_id_material_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."material_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_movements_material_idx" ON "material_movements" USING btree ("material_id","created_at");--> statement-breakpoint
CREATE INDEX "material_requests_status_idx" ON "material_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "material_requests_site_idx" ON "material_requests" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "material_requests_site_created_idx" ON "material_requests" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "material_requests_user_idx" ON "material_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "material_requests_material_idx" ON "material_requests" USING btree ("material_id","status");--> statement-breakpoint
CREATE INDEX "materials_site_name_idx" ON "materials" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "materials_name_idx" ON "materials" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "materials_list_order_idx" ON "materials" USING btree ("name","id") WHERE "materials"."deleted_at" is null;--> statement-breakpoint
-- Kept exact by triggers, in the transaction of each change to material_requests (docs/materials.md).
CREATE FUNCTION material_request_counts_add(site uuid, state text, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO material_request_counts (site_key, status, n)
  VALUES (coalesce(site, '00000000-0000-0000-0000-000000000000'::uuid), state, delta)
  ON CONFLICT (site_key, status) DO UPDATE SET n = material_request_counts.n + delta;
END $$;
--> statement-breakpoint
CREATE FUNCTION material_request_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM material_request_counts_add(OLD.site_id, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM material_request_counts_add(NEW.site_id, NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER material_requests_counted_on_insert_delete AFTER INSERT OR DELETE ON material_requests
FOR EACH ROW EXECUTE FUNCTION material_request_counts_track();
--> statement-breakpoint
CREATE TRIGGER material_requests_counted_on_update AFTER UPDATE OF site_id, status ON material_requests
FOR EACH ROW
WHEN (OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION material_request_counts_track();
