CREATE TABLE "moderation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"message_id" integer,
	"account_id" integer,
	"field" text NOT NULL,
	"kind" text NOT NULL,
	"excerpt" text NOT NULL,
	"is_strict" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"by_role" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_rejections" (
	"question_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_rejections_question_id_expert_id_pk" PRIMARY KEY("question_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"question_id" integer,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "attachment_file_id" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "sheet_file_id" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "first_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "is_repost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "reposted_as_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "rating_stage" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "rating_reason_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "rating_reason_content" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "is_repost_requested" boolean;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_flags" ADD CONSTRAINT "question_flags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_flags" ADD CONSTRAINT "question_flags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_rejections" ADD CONSTRAINT "question_rejections_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_rejections" ADD CONSTRAINT "question_rejections_expert_id_accounts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_events_question_idx" ON "moderation_events" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "moderation_events_review_idx" ON "moderation_events" USING btree ("reviewed_at","created_at");--> statement-breakpoint
CREATE INDEX "question_flags_question_idx" ON "question_flags" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_flags_review_idx" ON "question_flags" USING btree ("reviewed_at","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_question_idx" ON "stored_files" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "questions_expert_idx" ON "questions" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_one_open_per_author" ON "questions" USING btree ("author_id") WHERE "questions"."state" in ('connecting', 'in_progress') and "questions"."is_sample" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_one_live_per_expert" ON "questions" USING btree ("expert_id") WHERE "questions"."state" in ('connecting', 'in_progress') and "questions"."expert_id" is not null;