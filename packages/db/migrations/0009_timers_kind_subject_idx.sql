-- One due time per kind and subject (scheduling replaces it): duplicates that a race of two schedules could have left are
-- removed, keeping the newest, so the unique index can hold and scheduling becomes one upsert.
DELETE FROM "timers" AS "older" USING "timers" AS "newer"
  WHERE "older"."kind" = "newer"."kind" AND "older"."subject_id" = "newer"."subject_id" AND "older"."id" < "newer"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "timers_kind_subject_idx" ON "timers" USING btree ("kind","subject_id");