CREATE TABLE "report_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"server_zone" text DEFAULT 'UTC' NOT NULL,
	CONSTRAINT "report_settings_single_row" CHECK ("report_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "task_day_counts" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"site_id" uuid NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"completed_on_time" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"reopened" integer DEFAULT 0 NOT NULL,
	"completion_seconds" bigint DEFAULT 0 NOT NULL,
	"completion_histogram" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0}' NOT NULL,
	CONSTRAINT "task_day_counts_dimension_day_site_id_value_pk" PRIMARY KEY("dimension","day","site_id","value"),
	CONSTRAINT "task_day_counts_dimension_check" CHECK ("task_day_counts"."dimension" in ('all', 'assignee', 'asset_type', 'priority', 'task_type'))
);
--> statement-breakpoint
-- The reports' rollup (docs/reports.md, "The rollup"): kept exact by the triggers below, in the
-- transaction of each change, and rebuilt for a site whose calendar changes.
INSERT INTO "report_settings" ("id") VALUES (true);
--> statement-breakpoint
CREATE FUNCTION int_arrays_add(a integer[], b integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(coalesce(a[i], 0) + coalesce(b[i], 0) ORDER BY i), '{}')
    FROM generate_series(1, greatest(cardinality(a), cardinality(b))) AS i
$$;
--> statement-breakpoint
-- The zone a site's days are counted in: its own, else the server's.
CREATE FUNCTION report_zone_of(site uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT nullif(time_zone, '') FROM sites WHERE id = site),
                  (SELECT server_zone FROM report_settings), 'UTC')
$$;
--> statement-breakpoint
-- The histogram's bucket (1 to 12) of a completion time: edges at 1, 2, 4, 8 and 24 hours, 2, 4,
-- 7, 14, 30 and 90 days (COMPLETION_BUCKET_EDGES in packages/shared/src/reports.ts).
CREATE FUNCTION completion_bucket(seconds bigint) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT 1 + count(*)::int
    FROM unnest(ARRAY[3600, 7200, 14400, 28800, 86400, 172800, 345600, 604800, 1209600, 2592000,
                      7776000]) AS edge
   WHERE seconds >= edge
$$;
--> statement-breakpoint
-- What a status change counts as: a cancellation, a reopening (Completed back to an open status),
-- or nothing.
CREATE FUNCTION task_change_counts_as(from_status text, to_status text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN to_status = 'cancelled' AND from_status IS DISTINCT FROM 'cancelled' THEN 'cancelled'
    WHEN from_status = 'completed' AND to_status IN ('pending', 'in_progress', 'on_hold') THEN 'reopened'
  END
$$;
--> statement-breakpoint
-- Adds one event's counts (negative to take them away) to the five rows it belongs to.
CREATE FUNCTION task_day_counts_add(
  t tasks, at timestamptz, in_opened integer, in_completed integer, in_on_time integer,
  in_cancelled integer, in_reopened integer, in_seconds bigint, in_bucket integer
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO task_day_counts AS c (dimension, day, site_id, value, opened, completed,
    completed_on_time, cancelled, reopened, completion_seconds, completion_histogram)
  SELECT d.dimension, (at AT TIME ZONE report_zone_of(t.site_id))::date, t.site_id, d.value,
         in_opened, in_completed, in_on_time, in_cancelled, in_reopened, in_seconds,
         (SELECT array_agg(CASE WHEN i = in_bucket THEN in_completed ELSE 0 END ORDER BY i)
            FROM generate_series(1, 12) AS i)
    FROM (VALUES ('all', ''),
                 ('assignee', t.assigned_to::text),
                 ('asset_type', coalesce((SELECT type FROM assets WHERE id = t.asset_id), '')),
                 ('priority', t.priority),
                 ('task_type', t.task_type)) AS d (dimension, value)
  ON CONFLICT (dimension, day, site_id, value) DO UPDATE SET
    opened = c.opened + excluded.opened,
    completed = c.completed + excluded.completed,
    completed_on_time = c.completed_on_time + excluded.completed_on_time,
    cancelled = c.cancelled + excluded.cancelled,
    reopened = c.reopened + excluded.reopened,
    completion_seconds = c.completion_seconds + excluded.completion_seconds,
    completion_histogram = int_arrays_add(c.completion_histogram, excluded.completion_histogram)
$$;
--> statement-breakpoint
-- One status change's count: a cancellation or a reopening, on the day it happened.
CREATE FUNCTION task_day_counts_add_change(
  t tasks, changed_at timestamptz, kind text, delta integer
) RETURNS void
LANGUAGE sql AS $$
  SELECT task_day_counts_add(t, changed_at, 0, 0, 0,
    CASE WHEN kind = 'cancelled' THEN delta ELSE 0 END,
    CASE WHEN kind = 'reopened' THEN delta ELSE 0 END, 0, NULL)
   WHERE kind IS NOT NULL
$$;
--> statement-breakpoint
-- Everything a work order counts for (delta 1), or takes it all away (delta -1): opened on its
-- creation day; completed on its completion day (on time when that day, on the site's calendar,
-- is not after the due date), with its completion time; each cancellation and reopening of its
-- history.
CREATE FUNCTION task_day_counts_apply(t tasks, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  seconds bigint;
  change record;
BEGIN
  PERFORM task_day_counts_add(t, t.created_at, delta, 0, 0, 0, 0, 0, NULL);
  IF t.status = 'completed' AND t.completed_at IS NOT NULL THEN
    seconds := greatest(0, round(extract(epoch FROM t.completed_at - t.created_at)))::bigint;
    PERFORM task_day_counts_add(t, t.completed_at, 0, delta,
      CASE WHEN (t.completed_at AT TIME ZONE report_zone_of(t.site_id))::date <= t.due_date
           THEN delta ELSE 0 END,
      0, 0, delta * seconds, completion_bucket(seconds));
  END IF;
  FOR change IN
    SELECT c.changed_at, task_change_counts_as(c.from_status, c.to_status) AS kind
      FROM task_status_changes c
     WHERE c.task_id = t.id AND task_change_counts_as(c.from_status, c.to_status) IS NOT NULL
  LOOP
    PERFORM task_day_counts_add_change(t, change.changed_at, change.kind, delta);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION task_day_counts_rebuild(site uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM task_day_counts WHERE site_id = site;
  PERFORM task_day_counts_apply(t, 1) FROM tasks t WHERE t.site_id = site;
END $$;
--> statement-breakpoint
CREATE FUNCTION task_day_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM task_day_counts_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM task_day_counts_apply(NEW, 1);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_day_counts_on_insert AFTER INSERT ON tasks
FOR EACH ROW EXECUTE FUNCTION task_day_counts_track();
--> statement-breakpoint
-- Before the delete: its status history, which the delete cascades away, is still there to count.
CREATE TRIGGER tasks_day_counts_on_delete BEFORE DELETE ON tasks
FOR EACH ROW EXECUTE FUNCTION task_day_counts_track();
--> statement-breakpoint
CREATE TRIGGER tasks_day_counts_on_update
AFTER UPDATE OF site_id, created_at, completed_at, status, due_date, assigned_to, asset_id, priority, task_type ON tasks
FOR EACH ROW
WHEN (OLD.site_id IS DISTINCT FROM NEW.site_id
   OR OLD.created_at IS DISTINCT FROM NEW.created_at
   OR OLD.completed_at IS DISTINCT FROM NEW.completed_at
   OR (OLD.status = 'completed') IS DISTINCT FROM (NEW.status = 'completed')
   OR OLD.due_date IS DISTINCT FROM NEW.due_date
   OR OLD.assigned_to IS DISTINCT FROM NEW.assigned_to
   OR OLD.asset_id IS DISTINCT FROM NEW.asset_id
   OR OLD.priority IS DISTINCT FROM NEW.priority
   OR OLD.task_type IS DISTINCT FROM NEW.task_type)
EXECUTE FUNCTION task_day_counts_track();
--> statement-breakpoint
CREATE FUNCTION task_day_counts_track_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  t tasks;
BEGIN
  SELECT * INTO t FROM tasks WHERE id = NEW.task_id;
  IF FOUND THEN
    PERFORM task_day_counts_add_change(t, NEW.changed_at,
      task_change_counts_as(NEW.from_status, NEW.to_status), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER task_status_changes_day_counts AFTER INSERT ON task_status_changes
FOR EACH ROW EXECUTE FUNCTION task_day_counts_track_change();
--> statement-breakpoint
-- A site's calendar changed: its days are counted again in the new one.
CREATE FUNCTION task_day_counts_site_zone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM task_day_counts_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sites_day_counts_zone AFTER UPDATE OF time_zone ON sites
FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
EXECUTE FUNCTION task_day_counts_site_zone();
--> statement-breakpoint
-- The server's zone changed (recordServerZone at start-up): the sites that follow it are
-- counted again.
CREATE FUNCTION task_day_counts_server_zone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM task_day_counts_rebuild(s.id) FROM sites s WHERE nullif(s.time_zone, '') IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_settings_zone AFTER UPDATE OF server_zone ON report_settings
FOR EACH ROW WHEN (OLD.server_zone IS DISTINCT FROM NEW.server_zone)
EXECUTE FUNCTION task_day_counts_server_zone();
--> statement-breakpoint
SELECT task_day_counts_rebuild(id) FROM sites;
