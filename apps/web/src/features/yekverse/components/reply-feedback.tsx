import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { YekverseReplyResult } from '@yek/contracts/yekverse';
import { useTranslation } from 'react-i18next';
import { MISSED_BELOW, SpokenSentence } from '../../../components/spoken-sentence';
import { FeedbackText } from './line-text';

/**
 * What the server made of the last reply: help when it fit no option (with what was heard), why an
 * option does not fit here, and for a spoken reply how each word came across.
 */
export function ReplyFeedback({ result }: { result: YekverseReplyResult }) {
  const { t } = useTranslation();
  const { outcome, reply, feedback, heard, pronunciation } = result;
  const inappropriate = outcome === 'matched' && reply !== null && !reply.appropriate;
  const spoken = pronunciation ? (reply?.text ?? heard ?? '') : '';
  const missed =
    pronunciation?.words.filter((w) => w.score < MISSED_BELOW).map((w) => w.word) ?? [];
  return (
    <>
      {outcome === 'nomatch' && (
        <Alert severity="warning">
          <AlertTitle>{t('yekverse.dialogue.nomatch')}</AlertTitle>
          {heard !== null && (
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {heard
                ? t('yekverse.dialogue.heard', { text: heard })
                : t('yekverse.dialogue.heardNothing')}
            </Typography>
          )}
          {feedback && (
            <Typography variant="body2">
              <FeedbackText text={feedback} />
            </Typography>
          )}
        </Alert>
      )}
      {inappropriate && (
        <Alert severity="info">
          <AlertTitle>{t('yekverse.dialogue.inappropriate')}</AlertTitle>
          {feedback && (
            <Typography variant="body2">
              <FeedbackText text={feedback} />
            </Typography>
          )}
        </Alert>
      )}
      {pronunciation && (
        <Alert severity={missed.length === 0 ? 'success' : 'info'} icon={false}>
          <AlertTitle>
            {t('yekverse.dialogue.pronunciation', { score: Math.round(pronunciation.score * 100) })}
          </AlertTitle>
          {spoken && <SpokenSentence sentence={spoken} feedback={pronunciation} />}
          <Typography variant="body2">
            {missed.length > 0
              ? t('yekverse.dialogue.missed', { words: missed.join(', ') })
              : t('yekverse.dialogue.allHeard')}
          </Typography>
        </Alert>
      )}
    </>
  );
}
