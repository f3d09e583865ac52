-- Searches match part of a name (ILIKE '%…%'); trigram indexes (pg_trgm, shipped with PostgreSQL and
-- loaded by the embedded database) let a rare or missing word read only the rows that hold it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "profiles_company_name_trgm_idx" ON "profiles" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_contact_person_trgm_idx" ON "profiles" USING gin ("contact_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_name_trgm_idx" ON "files" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_description_trgm_idx" ON "files" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_title_trgm_idx" ON "tasks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_description_trgm_idx" ON "tasks" USING gin ("description" gin_trgm_ops);