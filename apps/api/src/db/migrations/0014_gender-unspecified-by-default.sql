ALTER TABLE "users" ALTER COLUMN "gender" SET DEFAULT 'Unspecified';--> statement-breakpoint
-- Until now 'Female' was only ever a default for a learner: sign-up and setup never asked, and the
-- language dialog sent the stored value back. Only an admin's form chose a gender on purpose, and
-- every admin create or edit of a user is in the audit log (docs/decisions/0029).
UPDATE "users" u SET "gender" = 'Unspecified'
 WHERE u."gender" = 'Female'
   AND NOT EXISTS (SELECT 1 FROM "audit_log" a WHERE a."entity" = 'user' AND a."entity_id" = u."id"::text);
