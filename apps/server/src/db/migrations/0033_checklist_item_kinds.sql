ALTER TABLE "checklist_cells" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "checklist_cells" ADD COLUMN "reading" double precision;--> statement-breakpoint
ALTER TABLE "checklist_cells" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "kind" text DEFAULT 'tick' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "unit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "min_value" double precision;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "max_value" double precision;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "raise_work_order" text DEFAULT 'offer' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_cells" ADD CONSTRAINT "checklist_cells_result_check" CHECK ("checklist_cells"."result" in ('pass', 'fail', 'na'));--> statement-breakpoint
ALTER TABLE "checklist_cells" ADD CONSTRAINT "checklist_cells_value_check" CHECK (num_nonnulls("checklist_cells"."result", "checklist_cells"."reading", "checklist_cells"."note") = 0 or ("checklist_cells"."state" = 'completed' and num_nonnulls("checklist_cells"."result", "checklist_cells"."reading", "checklist_cells"."note") = 1));--> statement-breakpoint
ALTER TABLE "checklist_cells" ADD CONSTRAINT "checklist_cells_note_check" CHECK (char_length("checklist_cells"."note") <= 1000);--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_kind_check" CHECK ("checklist_items"."kind" in ('tick', 'pass_fail', 'reading', 'note'));--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_raise_work_order_check" CHECK ("checklist_items"."raise_work_order" in ('offer', 'always'));--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_range_check" CHECK ("checklist_items"."min_value" is null or "checklist_items"."max_value" is null or "checklist_items"."min_value" <= "checklist_items"."max_value");