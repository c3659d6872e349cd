CREATE TABLE "task_counts" (
	"site_id" uuid NOT NULL,
	"status" text NOT NULL,
	"due_date" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_counts_site_id_status_due_date_pk" PRIMARY KEY("site_id","status","due_date")
);
--> statement-breakpoint
-- Kept exact by triggers, in the transaction of each change to tasks (docs/assets-and-work-orders.md).
CREATE FUNCTION task_counts_add(site uuid, state text, due date, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_counts (site_id, status, due_date, n) VALUES (site, state, due, delta)
  ON CONFLICT (site_id, status, due_date) DO UPDATE SET n = task_counts.n + delta;
END $$;
--> statement-breakpoint
CREATE FUNCTION task_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM task_counts_add(OLD.site_id, OLD.status, OLD.due_date, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM task_counts_add(NEW.site_id, NEW.status, NEW.due_date, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_counted_on_insert_delete AFTER INSERT OR DELETE ON tasks
FOR EACH ROW EXECUTE FUNCTION task_counts_track();
--> statement-breakpoint
CREATE TRIGGER tasks_counted_on_update AFTER UPDATE OF site_id, status, due_date ON tasks
FOR EACH ROW
WHEN (OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.due_date IS DISTINCT FROM NEW.due_date)
EXECUTE FUNCTION task_counts_track();
--> statement-breakpoint
INSERT INTO task_counts (site_id, status, due_date, n)
SELECT site_id, status, due_date, count(*) FROM tasks GROUP BY site_id, status, due_date;
