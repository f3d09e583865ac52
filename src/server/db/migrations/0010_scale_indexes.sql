CREATE TABLE "chat_threads" (
	"client_id" text PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"client_created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_totals" (
	"key" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "files_created_at_idx";--> statement-breakpoint
DROP INDEX "invite_links_created_at_idx";--> statement-breakpoint
DROP INDEX "referrals_created_at_idx";--> statement-breakpoint
DROP INDEX "tasks_created_at_idx";--> statement-breakpoint
DROP INDEX "tasks_status_idx";--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_threads_inbox_order_idx" ON "chat_threads" USING btree ("last_message_at","client_created_at","client_id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "files_created_at_id_idx" ON "files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "files_category_created_at_id_idx" ON "files" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "invite_links_role_created_at_id_idx" ON "invite_links" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_client_id_sender_id_created_at_idx" ON "messages" USING btree ("client_id","sender_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_created_at_id_idx" ON "referrals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_id_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_status_created_at_id_idx" ON "tasks" USING btree ("status","created_at","id");--> statement-breakpoint
-- A client's thread row is written with its role, whichever code creates the account.
CREATE FUNCTION "chat_threads_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."role" = 'client' THEN
    INSERT INTO "chat_threads" ("client_id", "client_created_at")
      SELECT "id", "created_at" FROM "users" WHERE "id" = NEW."user_id"
    ON CONFLICT ("client_id") DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_open_chat_thread" AFTER INSERT ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "chat_threads_open"();--> statement-breakpoint
-- Every message written, whichever code writes it, moves its thread's time forward (never back).
CREATE FUNCTION "chat_threads_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "chat_threads" ("client_id", "last_message_at", "client_created_at")
    SELECT NEW."client_id", NEW."created_at", "created_at" FROM "users" WHERE "id" = NEW."client_id"
  ON CONFLICT ("client_id") DO UPDATE
    SET "last_message_at" = greatest("chat_threads"."last_message_at", EXCLUDED."last_message_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "messages_touch_chat_thread" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "chat_threads_touch"();--> statement-breakpoint
INSERT INTO "chat_threads" ("client_id", "last_message_at", "client_created_at")
  SELECT u."id", coalesce(max(m."created_at"), '-infinity'), u."created_at"
  FROM "user_roles" ur
  JOIN "users" u ON u."id" = ur."user_id"
  LEFT JOIN "messages" m ON m."client_id" = u."id"
  WHERE ur."role" = 'client'
  GROUP BY u."id", u."created_at";
--> statement-breakpoint
-- Adds `delta` rows (and `amount_delta`) to a total, creating its row on first use.
CREATE FUNCTION "table_totals_add"("total_key" text, "delta" bigint, "amount_delta" numeric) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "table_totals" ("key", "count", "amount") VALUES ("total_key", "delta", "amount_delta")
  ON CONFLICT ("key") DO UPDATE
    SET "count" = "table_totals"."count" + EXCLUDED."count", "amount" = "table_totals"."amount" + EXCLUDED."amount";
$$;--> statement-breakpoint
CREATE FUNCTION "files_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM "table_totals_add"('files:' || OLD."category", -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "table_totals_add"('files:' || NEW."category", 1, 0); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "files_count" AFTER INSERT OR DELETE OR UPDATE OF "category" ON "files"
  FOR EACH ROW EXECUTE FUNCTION "files_count"();--> statement-breakpoint
CREATE FUNCTION "referrals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM "table_totals_add"('referrals:' || OLD."status", -1, -coalesce(OLD."earned_amount", 0));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "table_totals_add"('referrals:' || NEW."status", 1, coalesce(NEW."earned_amount", 0));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "referrals_count" AFTER INSERT OR DELETE OR UPDATE OF "status", "earned_amount" ON "referrals"
  FOR EACH ROW EXECUTE FUNCTION "referrals_count"();--> statement-breakpoint
INSERT INTO "table_totals" ("key", "count", "amount")
  SELECT 'files:' || "category", count(*), 0 FROM "files" GROUP BY "category"
  UNION ALL
  SELECT 'referrals:' || "status", count(*), coalesce(sum("earned_amount"), 0) FROM "referrals" GROUP BY "status";
