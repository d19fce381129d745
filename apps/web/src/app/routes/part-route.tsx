import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../components/query-state';
import { useMainQuestion } from '../../features/tasks/api/get-main-question';
import { LessonReview } from '../../features/review/components/lesson-review';
import { PartView } from '../../features/tasks/components/part-view';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * Every part page (/task/reading/{id}, …/questions, listening, grammer, writing, speaking,
 * vocabulary): the id is the part's taskMainQuestionId. The reading page shows the passage and
 * leads to its questions page.
 */
export function PartRoute({ mode = 'all' }: { mode?: 'all' | 'reading' | 'questions' }) {
  const { t } = useTranslation();
  const part = useMainQuestion(Number(useParams().id));
  useDocumentTitle(part.data ? t(`tasks.kinds.${part.data.kind}`) : t('sections.titles.tasks'));
  return (
    <Stack sx={{ maxWidth: mode === 'questions' ? 1200 : 900, mx: 'auto' }}>
      <QueryState query={part}>
        {(p) => (
          <PartView
            part={p}
            showBody={mode !== 'questions'}
            showQuestions={mode !== 'reading' || p.kind !== 'reading'}
            afterItems={
              p.kind === 'vocabulary' ? (
                <LessonReview exclude={p.vocabulary.map((w) => w.headword.toLowerCase())} />
              ) : undefined
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
