ALTER TABLE "attendance_records" ADD COLUMN "corrected_by" uuid;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "days_off" integer[] DEFAULT '{0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "emergency_contacts" jsonb;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;