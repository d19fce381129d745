import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  NOTICE_CONTRACT_ALIASES,
  REQUIRED_CONTRACT_ALIASES,
  type ContractApproval,
} from '@yek/contracts/auth';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiCulture } from '../../../lib/i18n';
import { useContracts } from '../api/get-contracts';
import { currentContracts, localizeContract, type ContractText } from '../utils/localize-contract';
import { ContractDialog } from './contract-dialog';

interface ContractApprovalListProps {
  value: ContractApproval[];
  onChange: (value: ContractApproval[]) => void;
  /** Shown under every required contract that is not approved yet. */
  error: string | undefined;
}

const REQUIRED: readonly string[] = REQUIRED_CONTRACT_ALIASES;
const NOTICES: readonly string[] = NOTICE_CONTRACT_ALIASES;
// Lines the link and the error up with the label text, past the checkbox.
const LABEL_INDENT = '31px';

/**
 * A checkbox per current agreement, with its text one click away; the notices (the privacy
 * notice, the explicit consent the e-mail and SMS permissions give) are links to read, not boxes.
 */
export function ContractApprovalList({ value, onChange, error }: ContractApprovalListProps) {
  const { t, i18n } = useTranslation();
  const culture = toApiCulture(i18n.language);
  const query = useContracts();
  const [reading, setReading] = useState<ContractText | null>(null);
  const all = useMemo(() => currentContracts(query.data ?? []), [query.data]);
  const contracts = all.filter((c) => !NOTICES.includes(c.alias));
  const notices = all.filter((c) => NOTICES.includes(c.alias));

  if (query.isPending)
    return <Skeleton variant="rounded" height={72} aria-label={t('common.loading')} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('contracts.loadFailed')}
      </Alert>
    );
  }

  const toggle = (approval: ContractApproval, checked: boolean) => {
    const rest = value.filter((a) => a.alias !== approval.alias);
    onChange(checked ? [...rest, approval] : rest);
  };

  return (
    <Box role="group" aria-label={t('contracts.groupLabel')}>
      {contracts.map((contract) => {
        const text = localizeContract(contract, culture);
        const required = REQUIRED.includes(contract.alias);
        const checked = value.some((a) => a.alias === contract.alias);
        const helperId = `contract-${contract.alias}-error`;
        const showError = Boolean(error) && required && !checked;
        return (
          <Box key={contract.alias} sx={{ mb: 1 }}>
            <FormControlLabel
              sx={{ mr: 0 }}
              control={
                <Checkbox
                  checked={checked}
                  onChange={(_, next) =>
                    toggle({ alias: contract.alias, version: contract.version }, next)
                  }
                  slotProps={{ input: { 'aria-describedby': showError ? helperId : undefined } }}
                />
              }
              label={t(required ? 'contracts.approveRequired' : 'contracts.approve', {
                title: text.title,
              })}
            />
            <Link
              component="button"
              type="button"
              variant="body2"
              sx={{ display: 'block', ml: LABEL_INDENT }}
              onClick={() => setReading(text)}
              aria-label={t('contracts.readAria', { title: text.title })}
            >
              {t('contracts.read')}
            </Link>
            {showError && (
              <FormHelperText id={helperId} error sx={{ ml: LABEL_INDENT }}>
                {error}
              </FormHelperText>
            )}
          </Box>
        );
      })}
      {error && !contracts.some((c) => REQUIRED.includes(c.alias)) && (
        <FormHelperText error>{error}</FormHelperText>
      )}
      {notices.length > 0 && (
        <Box sx={{ mt: 1 }}>
          {notices.map((contract) => {
            const text = localizeContract(contract, culture);
            return (
              <Link
                key={contract.alias}
                component="button"
                type="button"
                variant="body2"
                sx={{ display: 'block', textAlign: 'start', mb: 0.5 }}
                onClick={() => setReading(text)}
              >
                {t('contracts.notice', { title: text.title })}
              </Link>
            );
          })}
          <Typography variant="caption" color="text.secondary">
            {t('contracts.noticeHint')}
          </Typography>
        </Box>
      )}
      <ContractDialog contract={reading} onClose={() => setReading(null)} />
    </Box>
  );
}
