import type { ReactNode } from 'react';
import { PROGRAM_DAYS } from '@yek/contracts/program';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useLecture } from '../api/get-lecture';
import { useRegisterLectureMutation } from '../api/register-lecture';
import { ExampleAudio } from './example-audio';
import { MarkdownText } from './markdown-text';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useErrorMessage } from '../../../hooks/use-error-message';

interface LecturePageProps {
  taskId: number;
  lectureId: number;
}

/** A day's lecture: its point, examples and common mistakes; done, it leads back to the day. */
export function LecturePage({ taskId, lectureId }: LecturePageProps) {
  const { t } = useTranslation();
  const lecture = useLecture(lectureId);
  const complete = useRegisterLectureMutation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  useDocumentTitle(t('sections.titles.lectureDetail'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto' }}>
      <QueryState query={lecture}>
        {(l) => (
          <>
            <Button component={RouterLink} to={`/task/${taskId}`} sx={{ alignSelf: 'flex-start' }}>
              ← {t('tasks.lecture.toTask')}
            </Button>
            <Typography variant="overline">
              {t('tasks.program.day', { day: l.dayNo, total: PROGRAM_DAYS })}
            </Typography>
            <Typography variant="h4" component="h1">
              {l.point}
            </Typography>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <MarkdownText source={l.explanation} />
            </Paper>
            <LectureSection id="examples-title" title={t('tasks.lecture.examples')}>
              {l.examples.map((e, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
                  {e.audioUrl && <ExampleAudio src={e.audioUrl} sentence={e.en} />}
                  <Stack>
                    <Typography lang="en" sx={{ fontWeight: 600 }}>
                      {e.en}
                    </Typography>
                    <Typography color="text.secondary">{e.tr}</Typography>
                  </Stack>
                </Stack>
              ))}
            </LectureSection>
            <LectureSection id="mistakes-title" title={t('tasks.lecture.mistakes')}>
              {l.mistakes.map((m, i) => (
                <Stack key={i} sx={{ my: 1.5 }}>
                  <Typography color="error.main">
                    <s>{m.wrong}</s> ({t('tasks.lecture.wrong')})
                  </Typography>
                  <Typography color="success.main">
                    {m.right} ({t('tasks.lecture.right')})
                  </Typography>
                  <Typography variant="body2">{m.explanation}</Typography>
                </Stack>
              ))}
            </LectureSection>
            {/* The lecture's action stays in view at the bottom while the learner reads. */}
            <Paper
              data-testid="lecture-actions"
              elevation={6}
              sx={{
                position: 'sticky',
                bottom: { xs: 8, sm: 16 },
                zIndex: 1,
                p: 1.5,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
              }}
            >
              {complete.isError && <Alert severity="error">{errorMessage(complete.error)}</Alert>}
              {l.completedAt ? (
                <Alert
                  severity="success"
                  action={
                    <Button component={RouterLink} to={`/task/${taskId}`} color="inherit">
                      {t('tasks.lecture.toTask')}
                    </Button>
                  }
                >
                  {t('tasks.lecture.completed')}
                </Alert>
              ) : (
                <Button
                  variant="contained"
                  size="large"
                  disabled={complete.isPending}
                  onClick={() =>
                    complete.mutate(
                      { taskId, lectureId: l.id },
                      { onSuccess: () => void navigate(`/task/${taskId}`) },
                    )
                  }
                >
                  {t('tasks.lecture.complete')}
                </Button>
              )}
            </Paper>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** A titled part of the lecture (examples, typical mistakes), named by its heading. */
function LectureSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
