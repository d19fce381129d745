CREATE TABLE "content_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"hash" varchar(64) NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "content_state_one_row_ck" CHECK ("content_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"task_id" integer NOT NULL,
	"point_tr" text NOT NULL,
	"point_en" text NOT NULL,
	"explanation" text NOT NULL,
	"examples" jsonb NOT NULL,
	"mistakes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lectures_slug_unique" UNIQUE("slug"),
	CONSTRAINT "lectures_task_id_unique" UNIQUE("task_id")
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name_tr" varchar(60) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	CONSTRAINT "levels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "program_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(8) NOT NULL,
	"order_no" smallint NOT NULL,
	"level_id" smallint NOT NULL,
	"first_day" smallint NOT NULL,
	"last_day" smallint NOT NULL,
	"title_tr" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"exam_slug" varchar(40) NOT NULL,
	"exam_title_tr" varchar(200) NOT NULL,
	"exam_title_en" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" smallint PRIMARY KEY NOT NULL,
	"slug" varchar(16) NOT NULL,
	"name_tr" varchar(60) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	CONSTRAINT "skills_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(16) NOT NULL,
	"day_no" smallint NOT NULL,
	"section_id" integer NOT NULL,
	"level_id" smallint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title_tr" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tasks_day_no_unique" UNIQUE("day_no"),
	CONSTRAINT "tasks_kind_ck" CHECK ("tasks"."kind" IN ('lesson', 'review')),
	CONSTRAINT "tasks_day_ck" CHECK ("tasks"."day_no" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "accepted_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"order_no" smallint NOT NULL,
	"answer" text NOT NULL,
	"normalized" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accepted_answers_question_uq" UNIQUE("question_id","normalized")
);
--> statement-breakpoint
CREATE TABLE "main_question_vocabulary" (
	"main_question_id" integer NOT NULL,
	"vocabulary_id" integer NOT NULL,
	"order_no" smallint NOT NULL,
	CONSTRAINT "main_question_vocabulary_main_question_id_vocabulary_id_pk" PRIMARY KEY("main_question_id","vocabulary_id")
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"order_no" smallint NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_options_position_uq" UNIQUE("question_id","order_no")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(48) NOT NULL,
	"main_question_id" integer NOT NULL,
	"order_no" smallint NOT NULL,
	"type" varchar(24) NOT NULL,
	"payload" jsonb NOT NULL,
	"solution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"explanation" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "task_main_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"task_id" integer NOT NULL,
	"order_no" smallint NOT NULL,
	"skill_id" smallint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"instructions_tr" text,
	"instructions_en" text,
	"body" jsonb NOT NULL,
	"reveal" jsonb,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_main_questions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vocabulary" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"headword" varchar(80) NOT NULL,
	"pos" varchar(16) NOT NULL,
	"level_id" smallint NOT NULL,
	"ipa" varchar(80) NOT NULL,
	"meaning_tr" text NOT NULL,
	"example_en" text NOT NULL,
	"example_tr" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocabulary_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_sections" ADD CONSTRAINT "program_sections_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_section_id_program_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."program_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_answers" ADD CONSTRAINT "accepted_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_question_vocabulary" ADD CONSTRAINT "main_question_vocabulary_main_question_id_task_main_questions_id_fk" FOREIGN KEY ("main_question_id") REFERENCES "public"."task_main_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_question_vocabulary" ADD CONSTRAINT "main_question_vocabulary_vocabulary_id_vocabulary_id_fk" FOREIGN KEY ("vocabulary_id") REFERENCES "public"."vocabulary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_main_question_id_task_main_questions_id_fk" FOREIGN KEY ("main_question_id") REFERENCES "public"."task_main_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_main_questions" ADD CONSTRAINT "task_main_questions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_main_questions" ADD CONSTRAINT "task_main_questions_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary" ADD CONSTRAINT "vocabulary_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "main_question_vocabulary_word_idx" ON "main_question_vocabulary" USING btree ("vocabulary_id");--> statement-breakpoint
CREATE INDEX "questions_main_question_idx" ON "questions" USING btree ("main_question_id","order_no");--> statement-breakpoint
CREATE INDEX "task_main_questions_task_idx" ON "task_main_questions" USING btree ("task_id","order_no");--> statement-breakpoint
CREATE INDEX "vocabulary_headword_idx" ON "vocabulary" USING btree (lower("headword"));