ALTER TABLE "registration_options" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "book_genres" ADD COLUMN "editor_owned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "book_genres" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "editor_owned_at" timestamp with time zone;