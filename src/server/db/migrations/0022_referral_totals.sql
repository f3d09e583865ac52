CREATE TABLE "client_referral_totals" (
	"client_id" text PRIMARY KEY NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"contacted" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"earned" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_referral_totals" ADD CONSTRAINT "client_referral_totals_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept like client_file_totals (0015), per statement: a statement's referrals are added to (or taken from)
-- their clients' rows in one statement, the clients in one order, so concurrent writers queue on each row
-- the same way and a bulk insert is one upsert. Only approved referrals' amounts count toward Total Earned.
CREATE FUNCTION "client_referral_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "client_referral_totals" AS t ("client_id", "pending", "contacted", "approved", "rejected", "earned")
    SELECT "referrer_user_id",
      count(*) FILTER (WHERE "status" = 'pending'),
      count(*) FILTER (WHERE "status" = 'contacted'),
      count(*) FILTER (WHERE "status" = 'approved'),
      count(*) FILTER (WHERE "status" = 'rejected'),
      coalesce(sum("earned_amount") FILTER (WHERE "status" = 'approved'), 0)
    FROM "new_referrals" GROUP BY "referrer_user_id" ORDER BY "referrer_user_id"
  ON CONFLICT ("client_id") DO UPDATE SET
    "pending" = t."pending" + EXCLUDED."pending",
    "contacted" = t."contacted" + EXCLUDED."contacted",
    "approved" = t."approved" + EXCLUDED."approved",
    "rejected" = t."rejected" + EXCLUDED."rejected",
    "earned" = t."earned" + EXCLUDED."earned";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A deleted client takes its row with it (the foreign key); its referrals' deletion then finds no row to
-- take them from, so this updates and never inserts.
CREATE FUNCTION "client_referral_totals_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "client_referral_totals"
    WHERE "client_id" IN (SELECT "referrer_user_id" FROM "old_referrals")
    ORDER BY "client_id" FOR UPDATE;
  UPDATE "client_referral_totals" t SET
    "pending" = t."pending" - gone."pending",
    "contacted" = t."contacted" - gone."contacted",
    "approved" = t."approved" - gone."approved",
    "rejected" = t."rejected" - gone."rejected",
    "earned" = t."earned" - gone."earned"
  FROM (SELECT "referrer_user_id",
          count(*) FILTER (WHERE "status" = 'pending') AS "pending",
          count(*) FILTER (WHERE "status" = 'contacted') AS "contacted",
          count(*) FILTER (WHERE "status" = 'approved') AS "approved",
          count(*) FILTER (WHERE "status" = 'rejected') AS "rejected",
          coalesce(sum("earned_amount") FILTER (WHERE "status" = 'approved'), 0) AS "earned"
        FROM "old_referrals" GROUP BY "referrer_user_id") gone
  WHERE t."client_id" = gone."referrer_user_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A referral decided, its amount changed or moved to another client: each client's row gets the
-- difference, in one upsert. An update that changes none of the three (notes, an approver set to null
-- when a staff member is deleted) writes no row.
CREATE FUNCTION "client_referral_totals_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "client_referral_totals" AS t ("client_id", "pending", "contacted", "approved", "rejected", "earned")
    SELECT "client_id", "pending", "contacted", "approved", "rejected", "earned"
    FROM (SELECT "referrer_user_id" AS "client_id",
            coalesce(sum("sign") FILTER (WHERE "status" = 'pending'), 0) AS "pending",
            coalesce(sum("sign") FILTER (WHERE "status" = 'contacted'), 0) AS "contacted",
            coalesce(sum("sign") FILTER (WHERE "status" = 'approved'), 0) AS "approved",
            coalesce(sum("sign") FILTER (WHERE "status" = 'rejected'), 0) AS "rejected",
            coalesce(sum("sign" * "earned_amount") FILTER (WHERE "status" = 'approved'), 0) AS "earned"
          FROM (SELECT "referrer_user_id", "status", "earned_amount", 1 AS "sign" FROM "new_referrals"
                UNION ALL
                SELECT "referrer_user_id", "status", "earned_amount", -1 AS "sign" FROM "old_referrals") changed
          GROUP BY "referrer_user_id") difference
    WHERE "pending" <> 0 OR "contacted" <> 0 OR "approved" <> 0 OR "rejected" <> 0 OR "earned" <> 0
    ORDER BY "client_id"
  ON CONFLICT ("client_id") DO UPDATE SET
    "pending" = t."pending" + EXCLUDED."pending",
    "contacted" = t."contacted" + EXCLUDED."contacted",
    "approved" = t."approved" + EXCLUDED."approved",
    "rejected" = t."rejected" + EXCLUDED."rejected",
    "earned" = t."earned" + EXCLUDED."earned";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "referrals_client_totals_insert" AFTER INSERT ON "referrals"
  REFERENCING NEW TABLE AS "new_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_referral_totals_add"();--> statement-breakpoint
CREATE TRIGGER "referrals_client_totals_delete" AFTER DELETE ON "referrals"
  REFERENCING OLD TABLE AS "old_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_referral_totals_remove"();--> statement-breakpoint
CREATE TRIGGER "referrals_client_totals_update" AFTER UPDATE ON "referrals"
  REFERENCING OLD TABLE AS "old_referrals" NEW TABLE AS "new_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_referral_totals_change"();--> statement-breakpoint
INSERT INTO "client_referral_totals" ("client_id", "pending", "contacted", "approved", "rejected", "earned")
  SELECT "referrer_user_id",
    count(*) FILTER (WHERE "status" = 'pending'),
    count(*) FILTER (WHERE "status" = 'contacted'),
    count(*) FILTER (WHERE "status" = 'approved'),
    count(*) FILTER (WHERE "status" = 'rejected'),
    coalesce(sum("earned_amount") FILTER (WHERE "status" = 'approved'), 0)
  FROM "referrals" GROUP BY "referrer_user_id";
