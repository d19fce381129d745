CREATE TABLE "book_chapter_audio" (
	"chapter_id" integer PRIMARY KEY NOT NULL,
	"file" varchar(40) NOT NULL,
	"duration_seconds" real NOT NULL,
	"timings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"order_no" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"word_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_chapters_order_uq" UNIQUE("book_id","order_no")
);
--> statement-breakpoint
CREATE TABLE "book_genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60),
	"name_tr" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"order_no" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80),
	"title" varchar(200) NOT NULL,
	"author" varchar(120) NOT NULL,
	"level_id" smallint NOT NULL,
	"genre_id" integer NOT NULL,
	"publish_type" varchar(8) NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"cover_image_path" varchar(300),
	"isbn" varchar(20),
	"pages" smallint,
	"word_count" integer DEFAULT 0 NOT NULL,
	"lemmas" text[] DEFAULT '{}'::text[] NOT NULL,
	"content_hash" varchar(64),
	"retired_at" timestamp with time zone,
	"search_tr" "tsvector" GENERATED ALWAYS AS (to_tsvector('turkish'::regconfig, coalesce(title, '') || ' ' || coalesce(author, '') || ' ' || coalesce(description_tr, ''))) STORED,
	"search_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(author, '') || ' ' || coalesce(description_en, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_book_progress" (
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"chapter_no" smallint NOT NULL,
	"position" integer NOT NULL,
	"words_looked_up" integer DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_book_progress_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
ALTER TABLE "book_chapter_audio" ADD CONSTRAINT "book_chapter_audio_chapter_id_book_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."book_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_chapters" ADD CONSTRAINT "book_chapters_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_genre_id_book_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."book_genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_book_progress" ADD CONSTRAINT "user_book_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_book_progress" ADD CONSTRAINT "user_book_progress_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_search_tr_idx" ON "books" USING gin ("search_tr");--> statement-breakpoint
CREATE INDEX "books_search_en_idx" ON "books" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "books_genre_idx" ON "books" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "books_level_idx" ON "books" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "user_book_progress_recent_idx" ON "user_book_progress" USING btree ("user_id","updated_at");