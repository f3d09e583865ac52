-- The admin's client list and applications show how many there are in all: running totals the database
-- keeps as rows are written (table_totals, 0010), instead of counting 10,000 rows on every visit.
CREATE FUNCTION "user_roles_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM "table_totals_add"('user_roles:' || OLD."role", -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "table_totals_add"('user_roles:' || NEW."role", 1, 0); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_count" AFTER INSERT OR DELETE OR UPDATE OF "role" ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "user_roles_count"();--> statement-breakpoint
CREATE FUNCTION "application_submissions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "table_totals_add"('application_submissions:all', CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END, 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_submissions_count" AFTER INSERT OR DELETE ON "application_submissions"
  FOR EACH ROW EXECUTE FUNCTION "application_submissions_count"();--> statement-breakpoint
INSERT INTO "table_totals" ("key", "count", "amount")
  SELECT 'user_roles:' || "role", count(*), 0 FROM "user_roles" GROUP BY "role"
  UNION ALL
  SELECT 'application_submissions:all', count(*), 0 FROM "application_submissions";
