CREATE TABLE "weekly_summaries_sent" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_summaries_sent_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "weekly_summary_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weekly_summaries_sent" ADD CONSTRAINT "weekly_summaries_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summary_preferences" ADD CONSTRAINT "weekly_summary_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;