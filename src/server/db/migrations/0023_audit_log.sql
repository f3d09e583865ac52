CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"actor_email" text,
	"actor_role" text,
	"client_id" text,
	"client_name" text,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "audit_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_at_id_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_id_idx" ON "audit_events" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_client_at_id_idx" ON "audit_events" USING btree ("client_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_name_trgm_idx" ON "audit_events" USING gin ("actor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_actor_email_trgm_idx" ON "audit_events" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_audit_retention_days_check" CHECK ("agency_settings"."audit_retention_days" between 1 and 3650);--> statement-breakpoint
-- The audit log is append-only (decision 046): nothing updates an event, nothing deletes or truncates
-- events, except the retention job, which says so for its own transaction alone with
-- set_config('app.audit_retention', 'on', true). Per statement, so a retention batch is checked once.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.audit_retention', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused (only the retention job deletes events)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
