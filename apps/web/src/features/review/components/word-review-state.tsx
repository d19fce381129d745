import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { formatDate } from '../../../lib/dates';
import { useExportWords } from '../api/export-words';
import { useReviewCards } from '../api/get-review-cards';

/** A saved word's review state and next review, read with the other words of its page. */
export function WordReviewState({ word, pageWords }: { word: string; pageWords: string[] }) {
  const { t, i18n } = useTranslation();
  const cards = useReviewCards(pageWords);
  const card = cards.data?.items.find((c) => c.word === word);
  if (!card) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
      {card.known ? (
        <Chip size="small" color="success" variant="outlined" label={t('review.known')} />
      ) : (
        <Chip size="small" variant="outlined" label={t(`review.state.${card.state}`)} />
      )}
      <Typography variant="caption" color="text.secondary">
        {t('review.nextReview', { date: formatDate(card.due, i18n.language) })}
      </Typography>
    </Stack>
  );
}

/** Review the page's words now, or take every word away as CSV. */
export function DictionaryReviewActions({ pageWords }: { pageWords: string[] }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const exporter = useExportWords();
  return (
    <Stack spacing={1}>
      {exporter.isError && <Alert severity="error">{errorMessage(exporter.error)}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`/review?words=${encodeURIComponent(pageWords.join(','))}`}
          variant="outlined"
        >
          {t('review.reviewThese')}
        </Button>
        <Button variant="text" onClick={() => exporter.mutate()} loading={exporter.isPending}>
          {t('review.exportCsv')}
        </Button>
      </Stack>
    </Stack>
  );
}
