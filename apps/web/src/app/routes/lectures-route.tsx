import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PROGRAM_DAYS } from '@yek/contracts/program';
import { QueryState } from '../../components/query-state';
import { useLectures } from '../../features/tasks/api/get-lectures';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /task/lecturing: the lectures of every day taken. */
export function LecturesRoute() {
  const { t } = useTranslation();
  const lectures = useLectures();
  useDocumentTitle(t('sections.titles.taskLecturing'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('sections.titles.taskLecturing')}
      </Typography>
      <Typography color="text.secondary">{t('tasks.lecture.list')}</Typography>
      <QueryState query={lectures}>
        {(list) =>
          list.length === 0 ? (
            <Typography>{t('tasks.lecture.empty')}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ pl: 2 }}>
              {list.map((l) => (
                <li key={l.id}>
                  <Link component={RouterLink} to={`/task/${l.taskId}/lecture/${l.id}`}>
                    {t('tasks.program.day', { day: l.dayNo, total: PROGRAM_DAYS })}: {l.point}
                  </Link>
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
