import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiCulture } from '../../../lib/i18n';
import { useContracts } from '../api/get-contracts';
import { currentContracts, localizeContract, type ContractText } from '../utils/localize-contract';
import { ContractDialog } from './contract-dialog';

/**
 * Every current legal text (terms, privacy notice, explicit consent) one click away, for a
 * signed-in learner who wants to read again what they approved and how their data is kept.
 */
export function LegalTextLinks() {
  const { t, i18n } = useTranslation();
  const culture = toApiCulture(i18n.language);
  const query = useContracts();
  const [reading, setReading] = useState<ContractText | null>(null);
  const texts = useMemo(
    () => currentContracts(query.data ?? []).map((c) => localizeContract(c, culture)),
    [query.data, culture],
  );
  if (texts.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {texts.map((text) => (
        <Link
          key={text.title}
          component="button"
          type="button"
          variant="body2"
          sx={{ textAlign: 'start' }}
          onClick={() => setReading(text)}
        >
          {t('contracts.notice', { title: text.title })}
        </Link>
      ))}
      <ContractDialog contract={reading} onClose={() => setReading(null)} />
    </Stack>
  );
}
