CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_email" varchar(254),
	"actor_role" varchar(16) NOT NULL,
	"method" varchar(8) NOT NULL,
	"route" varchar(200) NOT NULL,
	"action" varchar(16) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(64),
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_log" (
	"key" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
-- A new version of an agreement asks every user to approve it: cached sessions and profiles carry
-- the pending agreements, so every instance forgets them all when the current set changes.
CREATE OR REPLACE FUNCTION yek_notify_contract_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('yek_contract_change', '0');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contracts_contract_change
  AFTER INSERT OR UPDATE OR DELETE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION yek_notify_contract_change();
--> statement-breakpoint
-- An approval changes what one user may reach and what their profile says.
CREATE TRIGGER contract_approvals_auth_change
  AFTER INSERT OR UPDATE OR DELETE ON contract_approvals
  FOR EACH ROW EXECUTE FUNCTION yek_notify_session_auth_change();
--> statement-breakpoint
CREATE TRIGGER contract_approvals_learner_change
  AFTER INSERT OR UPDATE OR DELETE ON contract_approvals
  FOR EACH ROW EXECUTE FUNCTION yek_notify_learner_change();
