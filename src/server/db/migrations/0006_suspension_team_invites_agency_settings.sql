CREATE TABLE "agency_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"logo_url" text,
	"notify_new_applications" boolean DEFAULT true NOT NULL,
	"notify_onboarding_completed" boolean DEFAULT true NOT NULL,
	"notify_task_reviews" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_settings_single_row" CHECK ("agency_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "role" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_role_check" CHECK ("invite_links"."role" in ('client', 'admin'));