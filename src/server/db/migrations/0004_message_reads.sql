CREATE TABLE "message_reads" (
	"reader_id" text NOT NULL,
	"client_id" text NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_reads_reader_id_client_id_pk" PRIMARY KEY("reader_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Messages sent before read markers existed count as read: an upgrade must not light every badge at once.
INSERT INTO "message_reads" ("reader_id", "client_id", "last_read_at") SELECT "r"."user_id", "m"."client_id", max("m"."created_at") FROM "messages" AS "m" JOIN "user_roles" AS "r" ON "r"."role" = 'admin' OR ("r"."role" = 'client' AND "r"."user_id" = "m"."client_id") GROUP BY "r"."user_id", "m"."client_id";
