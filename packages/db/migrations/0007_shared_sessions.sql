CREATE TABLE "shared_session_views" (
	"code" text NOT NULL,
	"viewer_id" integer NOT NULL,
	"first_viewed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shared_session_views_code_viewer_id_pk" PRIMARY KEY("code","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "shared_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"qid" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shared_session_views" ADD CONSTRAINT "shared_session_views_viewer_id_accounts_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_sessions" ADD CONSTRAINT "shared_sessions_qid_questions_id_fk" FOREIGN KEY ("qid") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_sessions" ADD CONSTRAINT "shared_sessions_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_session_views_viewer_idx" ON "shared_session_views" USING btree ("viewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_sessions_code_key" ON "shared_sessions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_sessions_live_qid_key" ON "shared_sessions" USING btree ("qid") WHERE "shared_sessions"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "shared_sessions_owner_idx" ON "shared_sessions" USING btree ("owner_id");--> statement-breakpoint
UPDATE "accounts" SET "features" = "features" || '["shared_session_pool"]'::jsonb WHERE "role" = 'student' AND "auth_type" <> 'user_id' AND NOT ("features" ? 'shared_session_pool');
