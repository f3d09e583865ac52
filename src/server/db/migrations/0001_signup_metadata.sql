ALTER TABLE "profiles" ADD COLUMN "signup_source" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "signup_session_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "signup_service_tier" text;--> statement-breakpoint
-- One subscription per checkout from now on: where an earlier race left two for one checkout, keep the
-- one linked to an account (else the oldest).
DELETE FROM "subscriptions" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "stripe_session_id" ORDER BY ("user_id" IS NULL), "created_at", "id") AS "rank" FROM "subscriptions" WHERE "stripe_session_id" IS NOT NULL) AS "ranked" WHERE "rank" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_session_id_unique" ON "subscriptions" USING btree ("stripe_session_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_signup_source_check" CHECK ("profiles"."signup_source" is null or "profiles"."signup_source" in ('purchase', 'invite', 'admin', 'seed'));--> statement-breakpoint
-- Accounts that already exist: what their claimed order or used invite says about how they joined.
UPDATE "profiles" SET "signup_source" = 'purchase', "signup_session_id" = "orders"."stripe_session_id", "signup_service_tier" = "orders"."service_tier" FROM "orders" WHERE "orders"."user_id" = "profiles"."id" AND "profiles"."signup_source" IS NULL;--> statement-breakpoint
UPDATE "profiles" SET "signup_source" = 'invite' FROM "invite_links" WHERE "invite_links"."used_by" = "profiles"."id" AND "profiles"."signup_source" IS NULL;--> statement-breakpoint
UPDATE "profiles" SET "signup_source" = 'admin' FROM "user_roles" WHERE "user_roles"."user_id" = "profiles"."id" AND "user_roles"."role" = 'admin' AND "profiles"."signup_source" IS NULL;
