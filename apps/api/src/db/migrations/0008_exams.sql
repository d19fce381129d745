CREATE TABLE "level_exam_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(16) NOT NULL,
	"level_id" smallint NOT NULL,
	"form" varchar(1) NOT NULL,
	"time_limit_minutes" smallint NOT NULL,
	"pass_mark" smallint NOT NULL,
	"paper" jsonb NOT NULL,
	"keys" jsonb NOT NULL,
	"hash" varchar(64) NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_exam_forms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "placement_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"level_id" smallint NOT NULL,
	"skill" varchar(16) NOT NULL,
	"type" varchar(16) NOT NULL,
	"difficulty" real NOT NULL,
	"calibrated_difficulty" real,
	"payload" jsonb NOT NULL,
	"key" jsonb NOT NULL,
	"hash" varchar(64) NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "program_placements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"start_day" smallint NOT NULL,
	"user_exam_id" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_exam_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" smallint NOT NULL,
	"placement_item_id" integer,
	"question_slug" varchar(120),
	"section" varchar(16) NOT NULL,
	"answer" jsonb NOT NULL,
	"is_correct" boolean,
	"difficulty" real,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"level_id" smallint,
	"form_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"pending_item_id" integer,
	"score" real,
	"passed" boolean,
	"result" jsonb,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "level_exam_forms" ADD CONSTRAINT "level_exam_forms_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_items" ADD CONSTRAINT "placement_items_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_placements" ADD CONSTRAINT "program_placements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_placements" ADD CONSTRAINT "program_placements_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD CONSTRAINT "user_exam_answers_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD CONSTRAINT "user_exam_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD CONSTRAINT "user_exam_answers_placement_item_id_placement_items_id_fk" FOREIGN KEY ("placement_item_id") REFERENCES "public"."placement_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_form_id_level_exam_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."level_exam_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_pending_item_id_placement_items_id_fk" FOREIGN KEY ("pending_item_id") REFERENCES "public"."placement_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_exam_answers_item_uq" ON "user_exam_answers" USING btree ("user_exam_id",coalesce("question_slug", "placement_item_id"::text));--> statement-breakpoint
CREATE INDEX "user_exam_answers_item_idx" ON "user_exam_answers" USING btree ("placement_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_exams_open_uq" ON "user_exams" USING btree ("user_id","kind",coalesce("level_id", 0)) WHERE "user_exams"."finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "user_exams_user_idx" ON "user_exams" USING btree ("user_id","finished_at");