ALTER TABLE "user_exam_answers" ADD COLUMN "score" real;--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD COLUMN "feedback" jsonb;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "certificate_code" varchar(32);--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_certificate_code_unique" UNIQUE("certificate_code");