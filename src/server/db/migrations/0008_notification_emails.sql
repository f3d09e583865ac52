ALTER TABLE "notifications" ADD COLUMN "email_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "notifications_email_due_idx" ON "notifications" USING btree ("email_due_at") WHERE "notifications"."email_state" = 'pending';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_email_state_check" CHECK ("email_state" in ('none', 'pending', 'sending', 'sent', 'skipped', 'failed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_email_due_check" CHECK ("notifications"."email_state" <> 'pending' or "notifications"."email_due_at" is not null);