CREATE TABLE "user_dictionary_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vocabulary_id" integer,
	"main_question_id" integer,
	"word" varchar(80) NOT NULL,
	"meaning" text NOT NULL,
	"ipa" varchar(80),
	"example" text,
	"review_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_task_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"main_question_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"is_correct" boolean,
	"score" real NOT NULL,
	"feedback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_task_answers_question_uq" UNIQUE("user_task_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "user_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"day_no" smallint NOT NULL,
	"task_date" date NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"lecture_id" integer,
	"lecture_completed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "user_tasks_day_uq" UNIQUE("user_id","day_no"),
	CONSTRAINT "user_tasks_date_uq" UNIQUE("user_id","task_date")
);
--> statement-breakpoint
ALTER TABLE "user_dictionary_words" ADD CONSTRAINT "user_dictionary_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dictionary_words" ADD CONSTRAINT "user_dictionary_words_vocabulary_id_vocabulary_id_fk" FOREIGN KEY ("vocabulary_id") REFERENCES "public"."vocabulary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dictionary_words" ADD CONSTRAINT "user_dictionary_words_main_question_id_task_main_questions_id_fk" FOREIGN KEY ("main_question_id") REFERENCES "public"."task_main_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_task_answers" ADD CONSTRAINT "user_task_answers_user_task_id_user_tasks_id_fk" FOREIGN KEY ("user_task_id") REFERENCES "public"."user_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_task_answers" ADD CONSTRAINT "user_task_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_task_answers" ADD CONSTRAINT "user_task_answers_main_question_id_task_main_questions_id_fk" FOREIGN KEY ("main_question_id") REFERENCES "public"."task_main_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_task_answers" ADD CONSTRAINT "user_task_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_dictionary_words_word_uq" ON "user_dictionary_words" USING btree ("user_id",lower("word"));--> statement-breakpoint
CREATE INDEX "user_dictionary_words_created_idx" ON "user_dictionary_words" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_task_answers_main_question_idx" ON "user_task_answers" USING btree ("user_task_id","main_question_id");