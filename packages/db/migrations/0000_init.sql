CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'student' NOT NULL,
	"email" text,
	"login_id" text,
	"password_hash" text,
	"auth_type" text DEFAULT 'email' NOT NULL,
	"is_preset_pending" boolean DEFAULT false NOT NULL,
	"name" text,
	"avatar_url" text,
	"grade" smallint,
	"status" smallint DEFAULT 0 NOT NULL,
	"support_priority" smallint DEFAULT 0 NOT NULL,
	"phone_number" text,
	"registration_origin" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"order_number" text,
	"tos_accepted_at" timestamp with time zone,
	"allows_account_messages" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"subject_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mindsets" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_packages" (
	"product_id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"subdescription" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"writing_credits" integer DEFAULT 0 NOT NULL,
	"confirmation_required" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subject_group" text NOT NULL,
	"allow_spreadsheet" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"sender_id" integer,
	"body" text NOT NULL,
	"es_body" text,
	"message_type" text DEFAULT 'text' NOT NULL,
	"attachment_url" text,
	"attachment_size" integer,
	"suggestion" jsonb,
	"client_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"expert_id" integer,
	"subject_id" integer NOT NULL,
	"title" text NOT NULL,
	"mindset_id" integer,
	"mindset_title" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'connecting' NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"answer_point" smallint DEFAULT 0 NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"discussion_status" text,
	"discussion_duration_s" integer,
	"discussion_started_at" timestamp with time zone,
	"discussion_flagged" boolean DEFAULT false NOT NULL,
	"end_reason" text,
	"thread_root_id" integer,
	"previous_question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_spreadsheet" boolean DEFAULT false NOT NULL,
	"is_sheet_ready" boolean DEFAULT false NOT NULL,
	"sheet_url" text,
	"attachment_url" text,
	"attachment_size" integer,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"question_id" integer,
	"note" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_expert_id_accounts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_login_id_key" ON "accounts" USING btree ("login_id");--> statement-breakpoint
CREATE INDEX "accounts_role_idx" ON "accounts" USING btree ("role");--> statement-breakpoint
CREATE INDEX "messages_question_idx" ON "messages" USING btree ("question_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_key" ON "messages" USING btree ("question_id","sender_id","client_message_id");--> statement-breakpoint
CREATE INDEX "questions_author_idx" ON "questions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_state_idx" ON "questions" USING btree ("state");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account_id","kind");--> statement-breakpoint
CREATE INDEX "analytics_name_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "timers_due_idx" ON "timers" USING btree ("due_at");