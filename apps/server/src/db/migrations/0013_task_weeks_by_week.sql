-- The chart reads a range of weeks (of every site, or a few): the week leads the key.
ALTER TABLE "task_weeks" DROP CONSTRAINT "task_weeks_site_id_week_pk";--> statement-breakpoint
ALTER TABLE "task_weeks" ADD CONSTRAINT "task_weeks_week_site_id_pk" PRIMARY KEY("week","site_id");