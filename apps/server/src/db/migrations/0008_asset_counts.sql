CREATE TABLE "asset_counts" (
	"site_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "asset_counts_site_id_status_pk" PRIMARY KEY("site_id","status")
);
--> statement-breakpoint
-- Kept exact by triggers, in the transaction of each change to assets (docs/dashboards.md).
CREATE FUNCTION asset_counts_add(site uuid, state text, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asset_counts (site_id, status, n) VALUES (site, state, delta)
  ON CONFLICT (site_id, status) DO UPDATE SET n = asset_counts.n + delta;
END $$;
--> statement-breakpoint
CREATE FUNCTION asset_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM asset_counts_add(OLD.site_id, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM asset_counts_add(NEW.site_id, NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assets_counted_on_insert_delete AFTER INSERT OR DELETE ON assets
FOR EACH ROW EXECUTE FUNCTION asset_counts_track();
--> statement-breakpoint
CREATE TRIGGER assets_counted_on_update AFTER UPDATE OF site_id, status ON assets
FOR EACH ROW
WHEN (OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION asset_counts_track();
--> statement-breakpoint
INSERT INTO asset_counts (site_id, status, n)
SELECT site_id, status, count(*) FROM assets GROUP BY site_id, status;
