CREATE TABLE "client_file_totals" (
	"client_id" text PRIMARY KEY NOT NULL,
	"report" integer DEFAULT 0 NOT NULL,
	"document" integer DEFAULT 0 NOT NULL,
	"asset" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_file_totals" ADD CONSTRAINT "client_file_totals_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Per statement: a statement's files are added to (or taken from) their clients' rows in one statement,
-- in one lock order, so a bulk insert of files is one upsert. A deleted client takes its row with it (the
-- foreign key); its files' deletion then finds no row to take them from.
CREATE FUNCTION "client_file_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "client_file_totals" AS t ("client_id", "report", "document", "asset")
    SELECT "client_id",
      count(*) FILTER (WHERE "category" = 'report'),
      count(*) FILTER (WHERE "category" = 'document'),
      count(*) FILTER (WHERE "category" = 'asset')
    FROM "new_files" GROUP BY "client_id" ORDER BY "client_id"
  ON CONFLICT ("client_id") DO UPDATE SET
    "report" = t."report" + EXCLUDED."report",
    "document" = t."document" + EXCLUDED."document",
    "asset" = t."asset" + EXCLUDED."asset";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "client_file_totals_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "client_file_totals" t SET
    "report" = t."report" - gone."report",
    "document" = t."document" - gone."document",
    "asset" = t."asset" - gone."asset"
  FROM (SELECT "client_id",
          count(*) FILTER (WHERE "category" = 'report') AS "report",
          count(*) FILTER (WHERE "category" = 'document') AS "document",
          count(*) FILTER (WHERE "category" = 'asset') AS "asset"
        FROM "old_files" GROUP BY "client_id") gone
  WHERE t."client_id" = gone."client_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "files_client_totals_insert" AFTER INSERT ON "files"
  REFERENCING NEW TABLE AS "new_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_file_totals_add"();--> statement-breakpoint
CREATE TRIGGER "files_client_totals_delete" AFTER DELETE ON "files"
  REFERENCING OLD TABLE AS "old_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_file_totals_remove"();--> statement-breakpoint
-- A file moved to another category or client: taken from its old row, added to its new one.
CREATE TRIGGER "files_client_totals_update_from" AFTER UPDATE ON "files"
  REFERENCING OLD TABLE AS "old_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_file_totals_remove"();--> statement-breakpoint
CREATE TRIGGER "files_client_totals_update_to" AFTER UPDATE ON "files"
  REFERENCING NEW TABLE AS "new_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_file_totals_add"();--> statement-breakpoint
INSERT INTO "client_file_totals" ("client_id", "report", "document", "asset")
  SELECT "client_id",
    count(*) FILTER (WHERE "category" = 'report'),
    count(*) FILTER (WHERE "category" = 'document'),
    count(*) FILTER (WHERE "category" = 'asset')
  FROM "files" GROUP BY "client_id";
