CREATE TABLE "queued_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"headers" jsonb,
	"state" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queued_emails_state_check" CHECK ("state" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "once_tag" text;--> statement-breakpoint
CREATE INDEX "queued_emails_due_idx" ON "queued_emails" USING btree ("due_at") WHERE "queued_emails"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_recipient_once_tag_idx" ON "notifications" USING btree ("recipient_id","once_tag") WHERE "notifications"."once_tag" is not null;--> statement-breakpoint
CREATE INDEX "tasks_open_due_date_idx" ON "tasks" USING btree ("due_date") WHERE "tasks"."status" in ('pending', 'in-progress', 'needs-revision');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('task_assigned', 'task_changes_requested', 'task_approved', 'task_comment', 'chat_message', 'update_posted', 'file_shared', 'task_due_soon', 'task_overdue', 'weekly_digest', 'task_submitted', 'client_comment', 'client_message', 'application_received', 'onboarding_completed', 'referral_submitted', 'purchase_completed'));