ALTER TABLE "contract_approvals" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- The explicit consent (alias explicit-consent) is given by ticking the e-mail or SMS permission
-- and withdrawn by unticking both: whatever changes the users row (sign-up, profile, an admin, a
-- social sign-in), the approval of the consent's current version follows it with its dates.
CREATE FUNCTION "users_consent_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  consent_id integer;
BEGIN
  SELECT id INTO consent_id FROM contracts WHERE alias = 'explicit-consent' AND is_current LIMIT 1;
  IF consent_id IS NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.email_notification OR NEW.sms_notification THEN
    INSERT INTO contract_approvals (user_id, contract_id, approved_at, withdrawn_at)
    VALUES (NEW.id, consent_id, now(), NULL)
    ON CONFLICT (user_id, contract_id) DO UPDATE
      SET approved_at = now(), withdrawn_at = NULL
      WHERE contract_approvals.withdrawn_at IS NOT NULL;
  ELSE
    UPDATE contract_approvals a SET withdrawn_at = now()
      FROM contracts c
     WHERE a.user_id = NEW.id AND a.contract_id = c.id AND c.alias = 'explicit-consent'
       AND a.withdrawn_at IS NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_consent" AFTER INSERT OR UPDATE OF "email_notification", "sms_notification" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_consent_sync"();
