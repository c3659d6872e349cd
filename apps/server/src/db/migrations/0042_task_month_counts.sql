-- Months beside days (docs/reports.md, "The rollup"): a report sums the months its period holds
-- whole and the days of the months it cuts, so a three-year period reads 36 months and at most
-- 62 days per site and value instead of 1,096 days.
ALTER TABLE "task_day_counts" ADD COLUMN "grain" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "task_day_counts" DROP CONSTRAINT "task_day_counts_dimension_day_site_id_value_pk";--> statement-breakpoint
ALTER TABLE "task_day_counts" ADD CONSTRAINT "task_day_counts_dimension_grain_day_site_id_value_pk" PRIMARY KEY("dimension","grain","day","site_id","value");--> statement-breakpoint
ALTER TABLE "task_day_counts" ADD CONSTRAINT "task_day_counts_grain_check" CHECK ("task_day_counts"."grain" in ('day', 'month'));--> statement-breakpoint
-- Each event now adds to its day's rows and its month's.
CREATE OR REPLACE FUNCTION task_day_counts_add(
  t tasks, at timestamptz, in_opened integer, in_completed integer, in_on_time integer,
  in_cancelled integer, in_reopened integer, in_seconds bigint, in_bucket integer
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO task_day_counts AS c (dimension, grain, day, site_id, value, opened, completed,
    completed_on_time, cancelled, reopened, completion_seconds, completion_histogram)
  SELECT d.dimension, g.grain,
         CASE WHEN g.grain = 'day' THEN l.day ELSE date_trunc('month', l.day::timestamp)::date END,
         t.site_id, d.value, in_opened, in_completed, in_on_time, in_cancelled, in_reopened,
         in_seconds,
         (SELECT array_agg(CASE WHEN i = in_bucket THEN in_completed ELSE 0 END ORDER BY i)
            FROM generate_series(1, 12) AS i)
    FROM (SELECT (at AT TIME ZONE report_zone_of(t.site_id))::date AS day) AS l
   CROSS JOIN (VALUES ('day'), ('month')) AS g (grain)
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
    completion_histogram = int_arrays_add(c.completion_histogram, excluded.completion_histogram)
$$;
--> statement-breakpoint
INSERT INTO task_day_counts (dimension, grain, day, site_id, value, opened, completed,
  completed_on_time, cancelled, reopened, completion_seconds, completion_histogram)
SELECT dimension, 'month', date_trunc('month', day::timestamp)::date, site_id, value,
       sum(opened)::int, sum(completed)::int, sum(completed_on_time)::int, sum(cancelled)::int,
       sum(reopened)::int, sum(completion_seconds)::bigint,
       ARRAY[sum(completion_histogram[1])::int, sum(completion_histogram[2])::int, sum(completion_histogram[3])::int, sum(completion_histogram[4])::int, sum(completion_histogram[5])::int, sum(completion_histogram[6])::int, sum(completion_histogram[7])::int, sum(completion_histogram[8])::int, sum(completion_histogram[9])::int, sum(completion_histogram[10])::int, sum(completion_histogram[11])::int, sum(completion_histogram[12])::int]
  FROM task_day_counts
 WHERE grain = 'day'
 GROUP BY dimension, date_trunc('month', day::timestamp)::date, site_id, value;
