import type { Contract } from '@yek/contracts/reference';
import type { Config } from '../../config';

/**
 * The values the legal texts name by `{{key}}` (seed/legal-texts.ts): the operator's identity from
 * its settings and the periods the product keeps data for, from the settings the jobs read, so a
 * served text always says what this installation does. Admins edit and see the placeholders.
 */
export function legalValues(config: Config): Record<string, string> {
  const { operator, retention } = config;
  return {
    'operator.name': operator.name,
    'operator.address': operator.address,
    'operator.mersis': operator.mersis,
    'operator.kep': operator.kep,
    'operator.email': operator.email,
    'retention.recordingDays': String(retention.recordingDays),
    'retention.unverifiedAccountDays': String(retention.unverifiedAccountDays),
    'backup.keep': String(config.backupKeep),
  };
}

/** The text with every known `{{key}}` filled; an unknown key is left as written. */
export function fillLegalText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

export function fillContract<T extends Pick<Contract, 'contractLocalizations'>>(
  contract: T,
  values: Record<string, string>,
): T {
  return {
    ...contract,
    contractLocalizations: contract.contractLocalizations.map((l) => ({
      ...l,
      title: fillLegalText(l.title, values),
      content: fillLegalText(l.content, values),
    })),
  };
}

/** The operator settings still at their development defaults, for a production start's warning. */
export function unsetOperatorSettings(config: Config): string[] {
  return Object.entries(config.operator)
    .filter(([, value]) => value.endsWith('not set)'))
    .map(([key]) => `OPERATOR_${key.toUpperCase()}`);
}
