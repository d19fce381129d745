import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingContract } from '@yek/contracts/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { toApiCulture } from '../../../lib/i18n';
import { approveContracts, usePendingContractTexts } from '../api/pending-contracts';
import { localizeContract } from '../utils/localize-contract';
import { ContractBody } from './contract-body';

interface PendingContractsProps {
  pending: PendingContract[];
  /** Called once the server took the approval; the caller reads the user again and goes on. */
  onApproved: () => Promise<unknown>;
}

/**
 * After sign-in, when a new version of an agreement was published: its text, and one button to
 * approve it and go on. Learning waits until the server has the approval.
 */
export function PendingContracts({ pending, onApproved }: PendingContractsProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const culture = toApiCulture(i18n.language);
  const texts = usePendingContractTexts(pending);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loading = texts.some((q) => q.isPending);
  const failed = texts.find((q) => q.isError);

  async function approve() {
    setSending(true);
    setError(null);
    try {
      await approveContracts(pending);
      await onApproved();
    } catch (e) {
      setError(errorMessage(e));
      // A newer version may have been published meanwhile: read what waits now.
      await onApproved().catch(() => undefined);
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 860, mx: 'auto', py: 2 }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('contracts.pending.title')}
        </Typography>
        <Typography color="text.secondary">{t('contracts.pending.intro')}</Typography>
      </Box>
      {loading && <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />}
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void failed.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('contracts.pending.loadFailed')}
        </Alert>
      )}
      {!loading &&
        !failed &&
        texts.map((q, i) => {
          const text = localizeContract(q.data!, culture);
          return (
            <Paper
              key={pending[i]!.id}
              variant="outlined"
              component="section"
              aria-label={text.title}
              sx={{ p: { xs: 2, sm: 3 }, maxHeight: 420, overflowY: 'auto' }}
              tabIndex={0}
            >
              <Typography variant="h5" component="h2" gutterBottom>
                {text.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('contracts.pending.version', { version: pending[i]!.version })}
              </Typography>
              <ContractBody title={text.title} content={text.content} />
            </Paper>
          );
        })}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => void approve()}
          disabled={loading || Boolean(failed) || sending}
        >
          {t(pending.length > 1 ? 'contracts.pending.approveAll' : 'contracts.pending.approve')}
        </Button>
      </Box>
    </Stack>
  );
}
