CREATE TABLE "question_sheets" (
	"qid" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"workbook" jsonb,
	"file_name" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sheet_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"qid" integer NOT NULL,
	"seq" integer NOT NULL,
	"author_id" integer NOT NULL,
	"client_batch_id" text NOT NULL,
	"ops" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_sheets" ADD CONSTRAINT "question_sheets_qid_questions_id_fk" FOREIGN KEY ("qid") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_operations" ADD CONSTRAINT "sheet_operations_qid_question_sheets_qid_fk" FOREIGN KEY ("qid") REFERENCES "public"."question_sheets"("qid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_operations" ADD CONSTRAINT "sheet_operations_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_operations_qid_seq_key" ON "sheet_operations" USING btree ("qid","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_operations_qid_client_batch_key" ON "sheet_operations" USING btree ("qid","client_batch_id");--> statement-breakpoint
INSERT INTO "question_sheets" ("qid", "source") SELECT "id", 'link' FROM "questions" WHERE "sheet_url" IS NOT NULL AND "sheet_file_id" IS NULL;--> statement-breakpoint
UPDATE "questions" SET "is_sheet_ready" = false WHERE "sheet_file_id" IS NOT NULL;
