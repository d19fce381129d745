import { REQUIRED_CONTRACT_ALIASES, RegisterBodySchema } from '@yek/contracts/auth';
import { VALIDATION_KEYS } from '@yek/contracts/validation';

/** The shared sign-up schema, plus the approvals the server insists on, checked before sending. */
export const RegisterFormSchema = RegisterBodySchema.refine(
  (value) =>
    REQUIRED_CONTRACT_ALIASES.every((alias) =>
      value.contractApprovals.some((approval) => approval.alias === alias),
    ),
  { path: ['contractApprovals'], error: VALIDATION_KEYS.contractRequired },
);
