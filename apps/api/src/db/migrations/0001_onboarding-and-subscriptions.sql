CREATE TABLE "registration_option_localizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	CONSTRAINT "registration_option_loc_uq" UNIQUE("option_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "registration_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"parent_id" integer,
	"alias" varchar(40),
	"order_no" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"daily_goal_minutes" smallint,
	"focus_skills" varchar(16)[] DEFAULT '{}'::varchar[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_question_localizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "registration_question_loc_uq" UNIQUE("question_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "registration_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"order_no" integer NOT NULL,
	"alias" varchar(40) NOT NULL,
	"main_question_category_id" smallint NOT NULL,
	"registration_stage_id" integer NOT NULL,
	CONSTRAINT "registration_questions_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "registration_questions_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "registration_result_localizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "registration_result_loc_uq" UNIQUE("result_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "registration_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_stage_id" integer NOT NULL,
	"rule_key" varchar(60) NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_results_stage_rule_uq" UNIQUE("registration_stage_id","rule_key")
);
--> statement-breakpoint
CREATE TABLE "registration_stage_localizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "registration_stage_loc_uq" UNIQUE("stage_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "registration_stages" (
	"id" integer PRIMARY KEY NOT NULL,
	"order_no" integer NOT NULL,
	"alias" varchar(40) NOT NULL,
	CONSTRAINT "registration_stages_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "registration_stages_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "user_registration_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_registration_answers_user_id_option_id_pk" PRIMARY KEY("user_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"discount_percent" smallint NOT NULL,
	"plan_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "store_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" varchar(16) NOT NULL,
	"notification_id" varchar(200) NOT NULL,
	"notification_type" varchar(60) NOT NULL,
	"subtype" varchar(60),
	"user_id" integer,
	"outcome" varchar(24) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_notifications_uq" UNIQUE("store","notification_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_plan_localizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "subscription_plan_loc_uq" UNIQUE("plan_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" varchar(40) NOT NULL,
	"plan_type" varchar(16) NOT NULL,
	"duration_months" smallint NOT NULL,
	"price_kurus" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'TRY' NOT NULL,
	"app_store_product_id" varchar(100),
	"play_store_product_id" varchar(100),
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_alias_unique" UNIQUE("alias"),
	CONSTRAINT "subscription_plans_app_store_product_id_unique" UNIQUE("app_store_product_id"),
	CONSTRAINT "subscription_plans_play_store_product_id_unique" UNIQUE("play_store_product_id")
);
--> statement-breakpoint
CREATE TABLE "user_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"plan_id" integer,
	"store" varchar(16) NOT NULL,
	"product_id" varchar(100) NOT NULL,
	"store_transaction_id" varchar(200) NOT NULL,
	"store_original_id" text NOT NULL,
	"environment" varchar(16) NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"amount_kurus" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"invoice_number" varchar(32) NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_purchases_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "user_purchases_store_tx_uq" UNIQUE("store","store_transaction_id")
);
--> statement-breakpoint
ALTER TABLE "registration_option_localizations" ADD CONSTRAINT "registration_option_localizations_option_id_registration_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."registration_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_option_localizations" ADD CONSTRAINT "registration_option_localizations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_options" ADD CONSTRAINT "registration_options_question_id_registration_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."registration_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_options" ADD CONSTRAINT "registration_options_parent_id_registration_options_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."registration_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_question_localizations" ADD CONSTRAINT "registration_question_localizations_question_id_registration_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."registration_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_question_localizations" ADD CONSTRAINT "registration_question_localizations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_questions" ADD CONSTRAINT "registration_questions_registration_stage_id_registration_stages_id_fk" FOREIGN KEY ("registration_stage_id") REFERENCES "public"."registration_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_result_localizations" ADD CONSTRAINT "registration_result_localizations_result_id_registration_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."registration_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_result_localizations" ADD CONSTRAINT "registration_result_localizations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_results" ADD CONSTRAINT "registration_results_registration_stage_id_registration_stages_id_fk" FOREIGN KEY ("registration_stage_id") REFERENCES "public"."registration_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_stage_localizations" ADD CONSTRAINT "registration_stage_localizations_stage_id_registration_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."registration_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_stage_localizations" ADD CONSTRAINT "registration_stage_localizations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration_answers" ADD CONSTRAINT "user_registration_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration_answers" ADD CONSTRAINT "user_registration_answers_question_id_registration_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."registration_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration_answers" ADD CONSTRAINT "user_registration_answers_option_id_registration_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."registration_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_notifications" ADD CONSTRAINT "store_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_localizations" ADD CONSTRAINT "subscription_plan_localizations_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_localizations" ADD CONSTRAINT "subscription_plan_localizations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_options_question_idx" ON "registration_options" USING btree ("question_id","parent_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_options_alias_uq" ON "registration_options" USING btree ("question_id","alias") WHERE "registration_options"."alias" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "user_registration_answers_user_idx" ON "user_registration_answers" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "user_registration_answers_option_idx" ON "user_registration_answers" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "user_purchases_user_idx" ON "user_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_purchases_original_idx" ON "user_purchases" USING btree ("store","store_original_id");