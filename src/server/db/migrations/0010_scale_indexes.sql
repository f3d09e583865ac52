CREATE TABLE "chat_threads" (
	"client_id" text PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "files_created_at_idx";--> statement-breakpoint
DROP INDEX "referrals_created_at_idx";--> statement-breakpoint
DROP INDEX "tasks_created_at_idx";--> statement-breakpoint
DROP INDEX "tasks_status_idx";--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_threads_last_message_at_idx" ON "chat_threads" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "files_created_at_id_idx" ON "files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "files_category_created_at_id_idx" ON "files" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_client_id_sender_id_created_at_idx" ON "messages" USING btree ("client_id","sender_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_created_at_id_idx" ON "referrals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_id_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_status_created_at_id_idx" ON "tasks" USING btree ("status","created_at","id");--> statement-breakpoint
-- Every message written, whichever code writes it, moves its thread's time forward (never back).
CREATE FUNCTION "chat_threads_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "chat_threads" ("client_id", "last_message_at") VALUES (NEW."client_id", NEW."created_at")
  ON CONFLICT ("client_id") DO UPDATE
    SET "last_message_at" = greatest("chat_threads"."last_message_at", EXCLUDED."last_message_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "messages_touch_chat_thread" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "chat_threads_touch"();--> statement-breakpoint
INSERT INTO "chat_threads" ("client_id", "last_message_at")
  SELECT "client_id", max("created_at") FROM "messages" GROUP BY "client_id";
