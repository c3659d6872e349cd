ALTER TABLE "task_day_counts" ADD COLUMN "pm_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_day_counts" ADD COLUMN "pm_done_in_window" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- PM compliance (docs/reports.md): a PM work order counts as due on its due date, and as done in
-- its window when completed by its due date plus a grace of a tenth of its PM's interval
-- (PM_GRACE_DAYS in packages/shared/src/reports.ts holds the same numbers).
CREATE FUNCTION pm_grace_days(recurrence text) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE recurrence
    WHEN 'Daily' THEN 0 WHEN 'Weekly' THEN 1 WHEN '2 Weeks' THEN 1 WHEN '3 Weeks' THEN 2
    WHEN 'Monthly' THEN 3 WHEN '2 Months' THEN 6 WHEN '3 Months' THEN 9 WHEN '6 Months' THEN 18
    WHEN '9 Months' THEN 27 WHEN '12 Months' THEN 36 ELSE 0 END
$$;
--> statement-breakpoint
-- Every count of one local day (and its month), for the five breakdowns: what
-- task_day_counts_add does for an instant, and what a PM's due date adds as it is.
CREATE FUNCTION task_day_counts_upsert(
  t tasks, local_day date, in_opened integer, in_completed integer, in_on_time integer,
  in_cancelled integer, in_reopened integer, in_seconds bigint, in_bucket integer,
  in_pm_due integer, in_pm_in_window integer
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO task_day_counts AS c (dimension, grain, day, site_id, value, opened, completed,
    completed_on_time, cancelled, reopened, completion_seconds, completion_histogram, pm_due,
    pm_done_in_window)
  SELECT d.dimension, g.grain,
         CASE WHEN g.grain = 'day' THEN local_day
              ELSE date_trunc('month', local_day::timestamp)::date END,
         t.site_id, d.value, in_opened, in_completed, in_on_time, in_cancelled, in_reopened,
         in_seconds,
         (SELECT array_agg(CASE WHEN i = in_bucket THEN in_completed ELSE 0 END ORDER BY i)
            FROM generate_series(1, 12) AS i),
         in_pm_due, in_pm_in_window
    FROM (VALUES ('day'), ('month')) AS g (grain)
   CROSS JOIN (VALUES ('all', ''),
                      ('assignee', t.assigned_to::text),
                      ('asset_type', coalesce((SELECT type FROM assets WHERE id = t.asset_id), '')),
                      ('priority', t.priority),
                      ('task_type', t.task_type)) AS d (dimension, value)
  ON CONFLICT (dimension, grain, day, site_id, value) DO UPDATE SET
    opened = c.opened + excluded.opened,
    completed = c.completed + excluded.completed,
    completed_on_time = c.completed_on_time + excluded.completed_on_time,
    cancelled = c.cancelled + excluded.cancelled,
    reopened = c.reopened + excluded.reopened,
    completion_seconds = c.completion_seconds + excluded.completion_seconds,
    completion_histogram = int_arrays_add(c.completion_histogram, excluded.completion_histogram),
    pm_due = c.pm_due + excluded.pm_due,
    pm_done_in_window = c.pm_done_in_window + excluded.pm_done_in_window
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_day_counts_add(
  t tasks, at timestamptz, in_opened integer, in_completed integer, in_on_time integer,
  in_cancelled integer, in_reopened integer, in_seconds bigint, in_bucket integer
) RETURNS void
LANGUAGE sql AS $$
  SELECT task_day_counts_upsert(t, (at AT TIME ZONE report_zone_of(t.site_id))::date, in_opened,
    in_completed, in_on_time, in_cancelled, in_reopened, in_seconds, in_bucket, 0, 0)
$$;
--> statement-breakpoint
-- A PM work order's due date and whether it was done in its window: delta or nothing.
CREATE FUNCTION task_day_counts_pm_due(t tasks, delta integer) RETURNS void
LANGUAGE sql AS $$
  SELECT task_day_counts_upsert(t, t.due_date, 0, 0, 0, 0, 0, 0, NULL, delta,
    CASE WHEN t.status = 'completed' AND t.completed_at IS NOT NULL
          AND (t.completed_at AT TIME ZONE report_zone_of(t.site_id))::date
              <= t.due_date + pm_grace_days((SELECT recurrence FROM pm_schedules
                                              WHERE id = (t.origin ->> 'pmId')::uuid))
         THEN delta ELSE 0 END)
   WHERE t.origin ->> 'type' = 'pm'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_day_counts_apply(t tasks, delta integer) RETURNS void
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
  PERFORM task_day_counts_pm_due(t, delta);
  FOR change IN
    SELECT c.changed_at, task_change_counts_as(c.from_status, c.to_status) AS kind
      FROM task_status_changes c
     WHERE c.task_id = t.id AND task_change_counts_as(c.from_status, c.to_status) IS NOT NULL
  LOOP
    PERFORM task_day_counts_add_change(t, change.changed_at, change.kind, delta);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT task_day_counts_pm_due(t, 1) FROM tasks t WHERE t.origin ->> 'type' = 'pm';
