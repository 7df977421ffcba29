CREATE TABLE "writing_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"description" text NOT NULL,
	"email" text,
	"source" text NOT NULL,
	"file_id" text,
	"file_name" text,
	"file_kind" text,
	"url" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"writer_id" integer,
	"claimed_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	"requeued" boolean DEFAULT false NOT NULL,
	"review_file_id" text,
	"review_file_name" text,
	"review_comment" text,
	"delivered_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"rating_point" smallint DEFAULT 0 NOT NULL,
	"rating_reason" smallint,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_rating_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "writing_rating_tokens_problem_key" UNIQUE("problem_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "writing_problem_id" integer;--> statement-breakpoint
ALTER TABLE "writing_problems" ADD CONSTRAINT "writing_problems_student_id_accounts_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_problems" ADD CONSTRAINT "writing_problems_writer_id_accounts_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_rating_tokens" ADD CONSTRAINT "writing_rating_tokens_problem_id_writing_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."writing_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "writing_problems_student_idx" ON "writing_problems" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "writing_problems_state_idx" ON "writing_problems" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "writing_problems_writer_idx" ON "writing_problems" USING btree ("writer_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "writing_problems_one_open_per_student" ON "writing_problems" USING btree ("student_id") WHERE "writing_problems"."state" in ('waiting', 'claimed');