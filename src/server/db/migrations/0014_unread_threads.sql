CREATE TABLE "unread_threads" (
	"reader_id" text NOT NULL,
	"client_id" text NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unread_threads_reader_id_client_id_pk" PRIMARY KEY("reader_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "unread_threads" ADD CONSTRAINT "unread_threads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unread_threads" ADD CONSTRAINT "unread_threads_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A client's message leaves its thread unread for every admin; an admin's own message means it has read
-- the thread up to there. Per statement, so a bulk insert of messages is one upsert, in one lock order.
CREATE FUNCTION "unread_threads_on_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "unread_threads" ("reader_id", "client_id", "touched_at")
    SELECT a."user_id", n."client_id", max(n."created_at")
    FROM "new_messages" n JOIN "user_roles" a ON a."role" = 'admin'
    WHERE n."sender_id" = n."client_id"
    GROUP BY a."user_id", n."client_id"
    ORDER BY a."user_id", n."client_id"
  ON CONFLICT ("reader_id", "client_id") DO UPDATE
    SET "touched_at" = greatest("unread_threads"."touched_at", EXCLUDED."touched_at");
  DELETE FROM "unread_threads" u
    USING (SELECT "sender_id", "client_id", max("created_at") AS "at" FROM "new_messages"
           WHERE "sender_id" IS DISTINCT FROM "client_id" GROUP BY "sender_id", "client_id") own
    WHERE u."reader_id" = own."sender_id" AND u."client_id" = own."client_id" AND u."touched_at" <= own."at";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "messages_unread_threads" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS "new_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "unread_threads_on_messages"();--> statement-breakpoint
-- A marker moved past the thread's latest client message: nothing waits there. A client message written
-- meanwhile holds the row's lock (the upsert above), so this waits for it and then sees its time.
CREATE FUNCTION "unread_threads_on_read"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "unread_threads"
    WHERE "reader_id" = NEW."reader_id" AND "client_id" = NEW."client_id" AND "touched_at" <= NEW."last_read_at";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "message_reads_unread_threads" AFTER INSERT OR UPDATE OF "last_read_at" ON "message_reads"
  FOR EACH ROW EXECUTE FUNCTION "unread_threads_on_read"();--> statement-breakpoint
-- The threads where `$1` has a client message waiting: after its marker and after its own latest message.
CREATE FUNCTION "unread_threads_fill"(text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "unread_threads" ("reader_id", "client_id", "touched_at")
    SELECT $1, latest."client_id", latest."at"
    FROM (SELECT "client_id", max("created_at") AS "at" FROM "messages"
          WHERE "sender_id" = "client_id" GROUP BY "client_id") latest
    WHERE latest."at" > greatest(
      coalesce((SELECT r."last_read_at" FROM "message_reads" r
                WHERE r."reader_id" = $1 AND r."client_id" = latest."client_id"), '-infinity'),
      coalesce((SELECT max(o."created_at") FROM "messages" o
                WHERE o."client_id" = latest."client_id" AND o."sender_id" = $1), '-infinity'))
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- Who becomes an admin starts from what waits for it; who stops being one keeps no unread threads.
CREATE FUNCTION "unread_threads_on_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."role" = 'admin' AND (TG_OP = 'INSERT' OR OLD."role" <> 'admin') THEN
    PERFORM "unread_threads_fill"(NEW."user_id");
  ELSIF TG_OP = 'UPDATE' AND OLD."role" = 'admin' AND NEW."role" <> 'admin' THEN
    DELETE FROM "unread_threads" WHERE "reader_id" = NEW."user_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_unread_threads" AFTER INSERT OR UPDATE OF "role" ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "unread_threads_on_role"();--> statement-breakpoint
SELECT "unread_threads_fill"("user_id") FROM "user_roles" WHERE "role" = 'admin';
