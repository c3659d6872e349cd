-- Housekeeping reads the work orders and assets of its sites (docs/permissions.md, issue 15):
-- the default housekeeping role gains view_tasks and view_assets. Only the default role row, and
-- only what it lacks, so an admin's other changes to it stay as they are.
UPDATE "roles"
SET "permissions" = "permissions" || (
  SELECT coalesce(jsonb_agg(p), '[]'::jsonb)
  FROM jsonb_array_elements_text('["view_tasks", "view_assets"]'::jsonb) AS wanted(p)
  WHERE NOT "roles"."permissions" ? p
), "updated_at" = now()
WHERE "name" = 'housekeeping' AND "is_default";
