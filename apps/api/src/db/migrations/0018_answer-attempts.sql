ALTER TABLE "user_task_answers" ADD COLUMN "attempts" smallint DEFAULT 1 NOT NULL;
