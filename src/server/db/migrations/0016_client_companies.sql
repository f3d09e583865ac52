CREATE TABLE "client_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_members_role_check" CHECK ("client_members"."role" in ('owner', 'billing', 'member'))
);
--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "member_role" text;--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "from_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_members" ADD CONSTRAINT "client_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_members" ADD CONSTRAINT "client_members_client_id_client_accounts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_members_client_id_created_at_idx" ON "client_members" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_client_id_client_accounts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_links_client_id_created_at_idx" ON "invite_links" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_member_role_check" CHECK (("invite_links"."client_id" is null) = ("invite_links"."member_role" is null) and ("invite_links"."member_role" is null or "invite_links"."member_role" in ('owner', 'billing', 'member')));--> statement-breakpoint
-- Every client so far is the owner of a company whose id is its own (decision 042): every row keyed by
-- client_id, and every URL, keeps its meaning. Their messages were the client's side.
INSERT INTO "client_accounts" ("id", "created_at")
  SELECT u."id", u."created_at" FROM "user_roles" r JOIN "users" u ON u."id" = r."user_id" WHERE r."role" = 'client';--> statement-breakpoint
INSERT INTO "client_members" ("user_id", "client_id", "role", "created_at")
  SELECT "id", "id", 'owner', "created_at" FROM "client_accounts";--> statement-breakpoint
UPDATE "messages" SET "from_client" = true WHERE "sender_id" = "client_id";--> statement-breakpoint
-- A client role written for someone who joins no company opens their own, with them as its owner; a
-- teammate's membership is written before their role. Every way an account is made (the product, the
-- seeds, the scale seed's bulk rows) then gets the same rows.
CREATE FUNCTION "client_accounts_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."role" = 'client' AND NOT EXISTS (SELECT 1 FROM "client_members" WHERE "user_id" = NEW."user_id") THEN
    INSERT INTO "client_accounts" ("id", "created_at")
      SELECT "id", "created_at" FROM "users" WHERE "id" = NEW."user_id";
    INSERT INTO "client_members" ("user_id", "client_id", "role", "created_at")
      SELECT "id", "id", 'owner', "created_at" FROM "users" WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_open_client_account" AFTER INSERT ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "client_accounts_open"();--> statement-breakpoint
-- The inbox has a thread per company, not per person: it opens with the company.
DROP TRIGGER "user_roles_open_chat_thread" ON "user_roles";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chat_threads_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "chat_threads" ("client_id", "client_created_at")
    VALUES (NEW."id", NEW."created_at")
  ON CONFLICT ("client_id") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_accounts_open_chat_thread" AFTER INSERT ON "client_accounts"
  FOR EACH ROW EXECUTE FUNCTION "chat_threads_open"();--> statement-breakpoint
-- The client list's total counts companies.
CREATE FUNCTION "client_accounts_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "table_totals_add"('client_accounts:all', CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END, 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_accounts_count" AFTER INSERT OR DELETE ON "client_accounts"
  FOR EACH ROW EXECUTE FUNCTION "client_accounts_count"();--> statement-breakpoint
INSERT INTO "table_totals" ("key", "count", "amount")
  SELECT 'client_accounts:all', count(*), 0 FROM "client_accounts";--> statement-breakpoint
-- What waits for the agency is a message from the client's side, whoever of the company sent it.
CREATE OR REPLACE FUNCTION "unread_threads_on_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "unread_threads" ("reader_id", "client_id", "touched_at")
    SELECT a."user_id", n."client_id", max(n."created_at")
    FROM "new_messages" n JOIN "user_roles" a ON a."role" = 'admin'
    WHERE n."from_client"
    GROUP BY a."user_id", n."client_id"
    ORDER BY a."user_id", n."client_id"
  ON CONFLICT ("reader_id", "client_id") DO UPDATE
    SET "touched_at" = greatest("unread_threads"."touched_at", EXCLUDED."touched_at");
  DELETE FROM "unread_threads" u
    USING (SELECT "sender_id", "client_id", max("created_at") AS "at" FROM "new_messages"
           WHERE NOT "from_client" GROUP BY "sender_id", "client_id") own
    WHERE u."reader_id" = own."sender_id" AND u."client_id" = own."client_id" AND u."touched_at" <= own."at";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "unread_threads_fill"(text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "unread_threads" ("reader_id", "client_id", "touched_at")
    SELECT $1, latest."client_id", latest."at"
    FROM (SELECT "client_id", max("created_at") AS "at" FROM "messages"
          WHERE "from_client" GROUP BY "client_id") latest
    WHERE latest."at" > greatest(
      coalesce((SELECT r."last_read_at" FROM "message_reads" r
                WHERE r."reader_id" = $1 AND r."client_id" = latest."client_id"), '-infinity'),
      coalesce((SELECT max(o."created_at") FROM "messages" o
                WHERE o."client_id" = latest."client_id" AND o."sender_id" = $1), '-infinity'))
  ON CONFLICT DO NOTHING;
$$;
