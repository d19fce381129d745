CREATE TABLE "study_reminder_sends" (
	"user_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"channels" varchar(32) DEFAULT '' NOT NULL,
	CONSTRAINT "study_reminder_sends_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "study_reminders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"minute_of_day" smallint NOT NULL,
	"by_email" boolean DEFAULT true NOT NULL,
	"by_sms" boolean DEFAULT false NOT NULL,
	"armed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_reminders_minute_ck" CHECK ("study_reminders"."minute_of_day" BETWEEN 0 AND 1439)
);
--> statement-breakpoint
ALTER TABLE "study_reminder_sends" ADD CONSTRAINT "study_reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_reminders" ADD CONSTRAINT "study_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_reminders_due_idx" ON "study_reminders" USING btree ("minute_of_day") WHERE "study_reminders"."enabled";