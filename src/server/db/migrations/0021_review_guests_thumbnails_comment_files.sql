CREATE TABLE "review_comment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_url" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"session_hash" text,
	"session_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "review_guests_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "review_decisions" ALTER COLUMN "reviewer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "review_files" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "review_comment_files" ADD CONSTRAINT "review_comment_files_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comment_files" ADD CONSTRAINT "review_comment_files_comment_id_review_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."review_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_guests" ADD CONSTRAINT "review_guests_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_guests" ADD CONSTRAINT "review_guests_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_guests" ADD CONSTRAINT "review_guests_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_comment_files_comment_id_idx" ON "review_comment_files" USING btree ("comment_id","position");--> statement-breakpoint
CREATE INDEX "review_guests_review_id_idx" ON "review_guests" USING btree ("review_id","invited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_guests_review_id_email_key" ON "review_guests" USING btree ("review_id","email") WHERE "review_guests"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_guest_id_review_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."review_guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_guest_id_review_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."review_guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_version_id_guest_id_key" UNIQUE("version_id","guest_id");--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_one_decider_check" CHECK (num_nonnulls("review_decisions"."reviewer_id", "review_decisions"."guest_id") = 1);