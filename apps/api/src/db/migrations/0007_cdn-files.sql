CREATE TABLE "cdn_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(64) NOT NULL,
	"cdn_file_type" varchar(16) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" real,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_name" varchar(255),
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cdn_files_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "cdn_files" ADD CONSTRAINT "cdn_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cdn_files_type_created_idx" ON "cdn_files" USING btree ("cdn_file_type","created_at");