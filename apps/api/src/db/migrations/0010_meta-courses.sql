CREATE TABLE "meta_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60),
	"title_tr" varchar(120) NOT NULL,
	"title_en" varchar(120) NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"min_level" varchar(2) NOT NULL,
	"max_level" varchar(2) NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"content_hash" varchar(64),
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "meta_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"number" smallint NOT NULL,
	"title_tr" varchar(160) NOT NULL,
	"title_en" varchar(160) NOT NULL,
	"level" varchar(2) NOT NULL,
	"content" jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_tasks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_meta_answers" (
	"user_id" integer NOT NULL,
	"meta_task_id" integer NOT NULL,
	"question_slug" varchar(100) NOT NULL,
	"answer" jsonb NOT NULL,
	"is_correct" boolean,
	"score" real NOT NULL,
	"feedback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_meta_answers_user_id_meta_task_id_question_slug_pk" PRIMARY KEY("user_id","meta_task_id","question_slug")
);
--> statement-breakpoint
CREATE TABLE "user_meta_tasks" (
	"user_id" integer NOT NULL,
	"meta_task_id" integer NOT NULL,
	"score" real,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_meta_tasks_user_id_meta_task_id_pk" PRIMARY KEY("user_id","meta_task_id")
);
--> statement-breakpoint
ALTER TABLE "meta_tasks" ADD CONSTRAINT "meta_tasks_course_id_meta_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."meta_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meta_answers" ADD CONSTRAINT "user_meta_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meta_answers" ADD CONSTRAINT "user_meta_answers_meta_task_id_meta_tasks_id_fk" FOREIGN KEY ("meta_task_id") REFERENCES "public"."meta_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meta_tasks" ADD CONSTRAINT "user_meta_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meta_tasks" ADD CONSTRAINT "user_meta_tasks_meta_task_id_meta_tasks_id_fk" FOREIGN KEY ("meta_task_id") REFERENCES "public"."meta_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meta_tasks_course_idx" ON "meta_tasks" USING btree ("course_id","number");--> statement-breakpoint
-- A learner's progress in the meta courses joins their cached reads (decision 0012): any change
-- of it drops what every instance holds for them.
CREATE TRIGGER user_meta_tasks_learner_change
  AFTER INSERT OR UPDATE OR DELETE ON user_meta_tasks
  FOR EACH ROW EXECUTE FUNCTION yek_notify_learner_change();
--> statement-breakpoint
CREATE TRIGGER user_meta_answers_learner_change
  AFTER INSERT OR UPDATE OR DELETE ON user_meta_answers
  FOR EACH ROW EXECUTE FUNCTION yek_notify_learner_change();
