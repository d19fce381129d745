CREATE TABLE "yekverse_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scenario_id" varchar(80) NOT NULL,
	"node_id" varchar(80) NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"success" boolean
);
--> statement-breakpoint
CREATE TABLE "yekverse_turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"node_id" varchar(80) NOT NULL,
	"option_index" smallint NOT NULL,
	"mode" varchar(8) NOT NULL,
	"said" text NOT NULL,
	"appropriate" boolean NOT NULL,
	"pronunciation" real,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "yekverse_runs" ADD CONSTRAINT "yekverse_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yekverse_turns" ADD CONSTRAINT "yekverse_turns_run_id_yekverse_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."yekverse_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yekverse_turns" ADD CONSTRAINT "yekverse_turns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yekverse_runs_user_scenario_idx" ON "yekverse_runs" USING btree ("user_id","scenario_id");--> statement-breakpoint
CREATE INDEX "yekverse_runs_user_finished_idx" ON "yekverse_runs" USING btree ("user_id","finished_at") WHERE "yekverse_runs"."finished_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "yekverse_turns_run_idx" ON "yekverse_turns" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "yekverse_turns_user_idx" ON "yekverse_turns" USING btree ("user_id");