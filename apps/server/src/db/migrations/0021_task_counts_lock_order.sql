-- A change of a work order's status (or site, or due date) moves one from the count of its old
-- key to its new one: two rows of task_counts, each locked until the transaction ends. Taken old
-- first, two changes in opposite directions at one site and due date (one completes a work order
-- while another reopens one) each held the row the other waited for, and PostgreSQL ended one of
-- them with "deadlock detected": a 500 (bench/load.mjs, 1 of 20,000 status changes at 200
-- connections). Both rows are now taken in one order, the lower key first, whichever way the work
-- order moves.
CREATE OR REPLACE FUNCTION task_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND ROW(NEW.site_id, NEW.status, NEW.due_date) < ROW(OLD.site_id, OLD.status, OLD.due_date) THEN
    PERFORM task_counts_add(NEW.site_id, NEW.status, NEW.due_date, 1);
    PERFORM task_counts_add(OLD.site_id, OLD.status, OLD.due_date, -1);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM task_counts_add(OLD.site_id, OLD.status, OLD.due_date, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM task_counts_add(NEW.site_id, NEW.status, NEW.due_date, 1);
  END IF;
  RETURN NULL;
END $$;
