import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnswerResult, PartQuestion } from '@yek/contracts/usertask-questions';
import { useTranslation } from 'react-i18next';

/** The right answer in words, for the types whose key is not shown on the item itself. */
function rightAnswer(question: PartQuestion, result: AnswerResult, yes: string, no: string) {
  if (result.acceptedAnswers.length > 0) return result.acceptedAnswers.join(' · ');
  if ('answer' in result.solution) return result.solution.answer ? yes : no;
  const options = question.options.filter((o) => result.correctOptionIds.includes(o.id));
  return options.map((o) => o.text).join(', ') || null;
}

const wordColor = (score: number | null) =>
  score === null
    ? 'text.secondary'
    : score >= 0.7
      ? 'success.main'
      : score >= 0.4
        ? 'warning.main'
        : 'error.main';

export function QuestionResult({
  question,
  result,
}: {
  question: PartQuestion;
  result: AnswerResult;
}) {
  const { t } = useTranslation();
  const feedback = result.feedback && 'items' in result.feedback ? result.feedback : null;
  const reading = result.feedback && 'aligned' in result.feedback ? result.feedback : null;
  const answer = rightAnswer(question, result, t('tasks.part.true'), t('tasks.part.false'));
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {result.isCorrect !== null && (
        <Alert severity={result.isCorrect ? 'success' : 'error'} role="status">
          <strong>{result.isCorrect ? t('tasks.part.correct') : t('tasks.part.wrong')}</strong>
          {!result.isCorrect && answer && (
            <>
              {' · '}
              {result.acceptedAnswers.length > 1
                ? t('tasks.part.accepted', { answers: answer })
                : t('tasks.part.answer', { answer })}
            </>
          )}
          {result.explanation && <Typography variant="body2">{result.explanation}</Typography>}
        </Alert>
      )}
      {reading && (
        <Alert severity={reading.aligned ? 'info' : 'warning'} role="status">
          <Typography variant="subtitle2">
            {t('tasks.speaking.score', { score: Math.round(reading.score * 100) })}
          </Typography>
          {reading.aligned ? (
            <Typography component="p" sx={{ my: 0.5 }}>
              {reading.words.map((w, i) => (
                <Typography
                  key={i}
                  component="span"
                  sx={{ color: wordColor(w.score), fontWeight: 600, mr: 0.75 }}
                >
                  {w.word}
                </Typography>
              ))}
            </Typography>
          ) : (
            <Typography variant="body2">{t('tasks.speaking.notAligned')}</Typography>
          )}
          {reading.aligned && (
            <Typography variant="body2">{t('tasks.speaking.wordsHint')}</Typography>
          )}
        </Alert>
      )}
      {feedback && (
        <Alert severity="info" role="status">
          <Typography variant="subtitle2">{t('tasks.writing.feedback')}</Typography>
          <Stack component="ul" sx={{ pl: 2, my: 0.5 }}>
            {feedback.items.map((item) => (
              <li key={item.kind}>
                <Typography variant="body2" color={item.ok ? 'success.main' : 'warning.main'}>
                  {item.ok ? '✓' : '•'} {item.message}{' '}
                  {item.words.length > 0 && item.words.join(', ')}
                </Typography>
              </li>
            ))}
          </Stack>
          {feedback.dayWordsUsed.length > 0 && (
            <Typography variant="body2">
              {t('tasks.writing.dayWords', { words: feedback.dayWordsUsed.join(', ') })}
            </Typography>
          )}
          {feedback.aboveLevelWords.length > 0 && (
            <Typography variant="body2">
              {t('tasks.writing.aboveLevel', { words: feedback.aboveLevelWords.join(', ') })}
            </Typography>
          )}
        </Alert>
      )}
      {'modelAnswer' in result.solution && (
        <Alert severity="success" icon={false}>
          <Typography variant="subtitle2">{t('tasks.part.model')}</Typography>
          <Typography variant="body2">{result.solution.modelAnswer}</Typography>
          {result.isCorrect === null && result.explanation && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {result.explanation}
            </Typography>
          )}
        </Alert>
      )}
    </Stack>
  );
}
