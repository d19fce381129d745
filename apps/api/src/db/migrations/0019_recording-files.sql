CREATE TABLE "recording_files" (
	"user_id" integer NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "recording_files_user_id_file_name_pk" PRIMARY KEY("user_id","file_name")
);
--> statement-breakpoint
ALTER TABLE "recording_files" ADD CONSTRAINT "recording_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_files_due_idx" ON "recording_files" USING btree ("created_at") WHERE "recording_files"."removed_at" IS NULL;--> statement-breakpoint
-- The recordings answers already name, dated by their answer, so the retention job knows them.
INSERT INTO "recording_files" ("user_id", "file_name", "created_at")
SELECT "user_id", "file_name", min("at") FROM (
  SELECT "user_id", "answer"->>'fileName' AS "file_name", "created_at" AS "at" FROM "user_task_answers" WHERE "answer" ? 'fileName'
  UNION ALL SELECT "user_id", "answer"->>'fileName', "answered_at" FROM "user_exam_answers" WHERE "answer" ? 'fileName'
  UNION ALL SELECT "user_id", "answer"->>'fileName', "created_at" FROM "user_meta_answers" WHERE "answer" ? 'fileName'
) AS "named"
GROUP BY "user_id", "file_name"
ON CONFLICT DO NOTHING;
