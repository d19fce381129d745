import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LevelExamPaper } from '@yek/contracts/usertaskexam';
import type { Answer } from '@yek/contracts/usertask-questions';
import { useTranslation } from 'react-i18next';
import { Recorder } from '../../../components/recorder';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useRegisterLevelAnswerMutation } from '../api/register-level-answer';

interface ItemProps {
  levelId: number;
  taskExamId: number;
  slug: string;
  number: number;
  prompt: string;
  hint: string;
  maxSeconds: number;
  saved: Answer | undefined;
}

/** One speaking item: record, listen back, send; a new recording replaces the one saved. */
function SpeakingItem({
  levelId,
  taskExamId,
  slug,
  number,
  prompt,
  hint,
  maxSeconds,
  saved,
}: ItemProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useRegisterLevelAnswerMutation(levelId);
  const labelId = `exam-s-${slug}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby={labelId}
      component="section"
    >
      <Stack spacing={1.5}>
        <Typography id={labelId} sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
          {number}. {prompt}
        </Typography>
        <Recorder
          maxSeconds={maxSeconds}
          busy={save.isPending}
          hint={hint}
          onRecorded={(fileName) =>
            save.mutate({ taskExamId, questionSlug: slug, answer: { fileName } })
          }
        />
        {save.isError && (
          <Typography color="error.main" role="alert">
            {errorMessage(save.error)}
          </Typography>
        )}
        {saved && (
          <Typography variant="body2" color="success.main" role="status">
            {t('exams.speaking.saved')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

interface Props {
  levelId: number;
  taskExamId: number;
  speaking: NonNullable<LevelExamPaper['speaking']>;
  numbered: Map<string, number>;
  answers: Map<string, Answer>;
}

/** The paper's speaking section: the sentences to read aloud, then the free prompt. */
export function ExamSpeakingItems({ levelId, taskExamId, speaking, numbered, answers }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {speaking.readAloud.map((r) => (
        <SpeakingItem
          key={r.slug}
          levelId={levelId}
          taskExamId={taskExamId}
          slug={r.slug}
          number={numbered.get(r.slug)!}
          prompt={r.prompt}
          hint={t('tasks.speaking.readAloud')}
          maxSeconds={60}
          saved={answers.get(r.slug)}
        />
      ))}
      {speaking.prompt && (
        <SpeakingItem
          levelId={levelId}
          taskExamId={taskExamId}
          slug={speaking.prompt.slug}
          number={numbered.get(speaking.prompt.slug)!}
          prompt={speaking.prompt.prompt}
          hint={t('tasks.speaking.free', {
            min: speaking.prompt.minSeconds,
            max: speaking.prompt.maxSeconds,
          })}
          maxSeconds={speaking.prompt.maxSeconds}
          saved={answers.get(speaking.prompt.slug)}
        />
      )}
    </Stack>
  );
}
