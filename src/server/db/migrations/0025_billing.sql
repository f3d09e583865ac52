CREATE TABLE "billing_plans" (
	"client_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"start_date" date NOT NULL,
	"ad_budget_minor" bigint,
	"ad_spent_minor" bigint,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plans_interval_check" CHECK ("billing_plans"."interval" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "billing_plans_amounts_check" CHECK ("billing_plans"."amount_minor" >= 0 and coalesce("billing_plans"."ad_budget_minor", 0) >= 0 and coalesce("billing_plans"."ad_spent_minor", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	CONSTRAINT "invoice_items_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_items_amounts_check" CHECK ("invoice_items"."quantity" > 0 and "invoice_items"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"number" text,
	"year" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"net_terms_days" integer NOT NULL,
	"notes" text,
	"issue_date" date,
	"due_date" date,
	"subtotal_minor" bigint,
	"tax_minor" bigint,
	"total_minor" bigint,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_note" text,
	"voided_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_state_check" CHECK ("invoices"."state" in ('draft', 'sent', 'paid', 'void')),
	CONSTRAINT "invoices_sent_fields_check" CHECK (("invoices"."state" = 'draft') = ("invoices"."number" is null and "invoices"."year" is null and "invoices"."issue_date" is null
        and "invoices"."due_date" is null and "invoices"."total_minor" is null and "invoices"."sent_at" is null)),
	CONSTRAINT "invoices_tax_rate_check" CHECK ("invoices"."tax_rate_basis_points" between 0 and 10000),
	CONSTRAINT "invoices_discount_check" CHECK ("invoices"."discount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_client_id_client_accounts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_client_accounts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_client_id_created_at_idx" ON "invoices" USING btree ("client_id","created_at","id");