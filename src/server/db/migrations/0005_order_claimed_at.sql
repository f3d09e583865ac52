ALTER TABLE "orders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- An order already linked to an account was closed by its claim; updated_at is the nearest time kept for it.
UPDATE "orders" SET "claimed_at" = "updated_at" WHERE "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_claimed_check" CHECK ("orders"."user_id" is null or "orders"."claimed_at" is not null);
