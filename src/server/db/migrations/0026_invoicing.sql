CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"amount_minor" bigint,
	"currency" text,
	"paid" boolean NOT NULL,
	"settled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "invoice_payments_provider_check" CHECK ("invoice_payments"."provider" in ('stripe', 'test'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "default_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "invoice_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_period_start" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_period_end" date;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_id_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_id_plan_period_start_idx" ON "invoices" USING btree ("client_id","plan_period_start");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('task_assigned', 'task_changes_requested', 'task_approved', 'task_comment', 'chat_message', 'update_posted', 'file_shared', 'review_requested', 'review_comment', 'review_reminder', 'task_due_soon', 'task_overdue', 'weekly_digest', 'invoice_sent', 'invoice_due_soon', 'invoice_due_today', 'invoice_overdue', 'task_submitted', 'client_comment', 'client_message', 'application_received', 'onboarding_completed', 'referral_submitted', 'purchase_completed', 'review_decided', 'review_client_comment'));