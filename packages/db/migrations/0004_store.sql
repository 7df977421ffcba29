CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"gateway_token" text NOT NULL,
	"method_type" text NOT NULL,
	"card_type" text NOT NULL,
	"last4" text,
	"email" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_idempotency" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"purchase_id" integer,
	"answer" jsonb,
	"error_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"sessions" integer NOT NULL,
	"writing_credits" integer NOT NULL,
	"payment_method_type" text NOT NULL,
	"gateway_transaction_id" text NOT NULL,
	"status" text DEFAULT 'settled' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"subscription_id" integer,
	"period_start" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_gateway_transaction_key" UNIQUE("gateway_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"product_id" text NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_order_number_key" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"card_type" text NOT NULL,
	"last4" text NOT NULL,
	"is_declined" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"auto_pay" boolean DEFAULT true NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_account_key" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"qid" integer,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"icon" text,
	"action" text,
	"params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_packages" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_idempotency" ADD CONSTRAINT "purchase_idempotency_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_product_id_store_packages_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_packages"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_product_id_store_packages_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_packages"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_claimed_by_accounts_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_store_packages_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_packages"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_account_idx" ON "payment_methods" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_default_key" ON "payment_methods" USING btree ("account_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_idempotency_key" ON "purchase_idempotency" USING btree ("account_id","key");--> statement-breakpoint
CREATE INDEX "purchases_account_idx" ON "purchases" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_renewal_period_key" ON "purchases" USING btree ("subscription_id","period_start") WHERE "purchases"."kind" = 'renewal';--> statement-breakpoint
CREATE INDEX "reservations_created_idx" ON "reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "ledger_purchase_idx" ON "ledger_entries" USING btree ("purchase_id");