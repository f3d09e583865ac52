CREATE TABLE "client_managers" (
	"client_id" text NOT NULL,
	"user_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_managers_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role_check";--> statement-breakpoint
ALTER TABLE "invite_links" DROP CONSTRAINT "invite_links_role_check";--> statement-breakpoint
ALTER TABLE "client_managers" ADD CONSTRAINT "client_managers_client_id_client_accounts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_managers" ADD CONSTRAINT "client_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_managers_client_id_idx" ON "client_managers" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('client', 'admin', 'manager'));--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_role_check" CHECK ("invite_links"."role" in ('client', 'admin', 'manager'));--> statement-breakpoint
-- Decision 043: every staff member, admin or account manager, has the threads that may wait for them kept
-- (what a manager reaches is decided at read time, by their clients: an assignment needs no backfill).
CREATE OR REPLACE FUNCTION "unread_threads_on_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "unread_threads" ("reader_id", "client_id", "touched_at")
    SELECT a."user_id", n."client_id", max(n."created_at")
    FROM "new_messages" n JOIN "user_roles" a ON a."role" IN ('admin', 'manager')
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
-- Who joins the staff starts from what waits for them; who leaves it keeps no unread threads. A change
-- between admin and account manager keeps them.
CREATE OR REPLACE FUNCTION "unread_threads_on_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."role" IN ('admin', 'manager') AND (TG_OP = 'INSERT' OR OLD."role" NOT IN ('admin', 'manager')) THEN
    PERFORM "unread_threads_fill"(NEW."user_id");
  ELSIF TG_OP = 'UPDATE' AND OLD."role" IN ('admin', 'manager') AND NEW."role" NOT IN ('admin', 'manager') THEN
    DELETE FROM "unread_threads" WHERE "reader_id" = NEW."user_id";
  END IF;
  RETURN NULL;
END
$$;
