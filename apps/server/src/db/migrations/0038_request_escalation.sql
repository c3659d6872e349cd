CREATE TABLE "work_request_escalations" (
	"request_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"escalated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_request_escalations_request_id_step_pk" PRIMARY KEY("request_id","step"),
	CONSTRAINT "work_request_escalations_step_check" CHECK ("work_request_escalations"."step" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "portal_untriaged_hours" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "portal_untriaged_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_request_escalations" ADD CONSTRAINT "work_request_escalations_request_id_work_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."work_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_portal_untriaged_hours_check" CHECK ("sites"."portal_untriaged_hours" > 0);