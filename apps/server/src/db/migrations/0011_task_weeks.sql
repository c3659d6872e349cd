CREATE TABLE "task_weeks" (
	"site_id" uuid NOT NULL,
	"week" date NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_weeks_site_id_week_pk" PRIMARY KEY("site_id","week")
);
--> statement-breakpoint
-- Kept exact by triggers, in the transaction of each change to tasks (docs/dashboards.md). A week
-- is the Monday, in UTC, of the timestamp: the same whatever the session's time zone.
CREATE FUNCTION task_week_of(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('week', at AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
CREATE FUNCTION task_weeks_add(site uuid, created_at timestamptz, completed_at timestamptz, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_weeks (site_id, week, created) VALUES (site, task_week_of(created_at), delta)
  ON CONFLICT (site_id, week) DO UPDATE SET created = task_weeks.created + delta;
  IF completed_at IS NOT NULL THEN
    INSERT INTO task_weeks (site_id, week, completed) VALUES (site, task_week_of(completed_at), delta)
    ON CONFLICT (site_id, week) DO UPDATE SET completed = task_weeks.completed + delta;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION task_weeks_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM task_weeks_add(OLD.site_id, OLD.created_at, OLD.completed_at, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM task_weeks_add(NEW.site_id, NEW.created_at, NEW.completed_at, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_weeks_on_insert_delete AFTER INSERT OR DELETE ON tasks
FOR EACH ROW EXECUTE FUNCTION task_weeks_track();
--> statement-breakpoint
CREATE TRIGGER tasks_weeks_on_update AFTER UPDATE OF site_id, created_at, completed_at ON tasks
FOR EACH ROW
WHEN (OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.completed_at IS DISTINCT FROM NEW.completed_at)
EXECUTE FUNCTION task_weeks_track();
--> statement-breakpoint
INSERT INTO task_weeks (site_id, week, created, completed)
SELECT site_id, week, sum(created), sum(completed) FROM (
  SELECT site_id, task_week_of(created_at) AS week, 1 AS created, 0 AS completed FROM tasks
  UNION ALL
  SELECT site_id, task_week_of(completed_at), 0, 1 FROM tasks WHERE completed_at IS NOT NULL
) AS changes
GROUP BY site_id, week;
