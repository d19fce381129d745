import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import { useQuestionGroups, type QuestionGroupView } from '../../api/get-question-groups';
import { useRegistrationStages } from '../../api/get-registration-stages';
import { AdminPage } from '../admin-page';

function GroupOptions({ group }: { group: QuestionGroupView }) {
  const { t } = useTranslation();
  if (group.options.length === 0)
    return <Typography color="text.secondary">{t('admin.questionGroups.noOptions')}</Typography>;
  return (
    <Box
      component="ul"
      sx={{ m: 0, pl: 2.5, maxHeight: 360, overflowY: 'auto', columnWidth: 260, columnGap: 4 }}
    >
      {group.options.map((o) => (
        <Box component="li" key={o.id} sx={{ breakInside: 'avoid', mb: 1 }}>
          <Typography component="span">{o.name}</Typography>
          {o.minutes ? (
            <Typography component="span" color="text.secondary">
              {' · '}
              {t('admin.questionGroups.minutes', { count: o.minutes })}
            </Typography>
          ) : null}
          {o.children && o.children.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {o.children.join(', ')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The setup's questions and their options, read only. */
export function QuestionGroupsPage() {
  const { t, i18n } = useTranslation();
  const query = useQuestionGroups(i18n.language);
  const stages = useRegistrationStages(i18n.language).data;
  const stageName = (id: number) => {
    const stage = stages?.find((s) => s.id === id);
    return stage ? `${stage.orderNo}. ${stage.name}` : String(id);
  };
  return (
    <AdminPage
      title={t('admin.questionGroups.title')}
      description={t('admin.questionGroups.description')}
    >
      <QueryState query={query}>
        {(groups) => (
          <Box>
            {groups.map((group) => (
              <Accordion key={group.key} disableGutters>
                <AccordionSummary
                  expandIcon={<ExpandMoreOutlined />}
                  aria-controls={`question-${group.key}-content`}
                  id={`question-${group.key}-header`}
                >
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography variant="overline" color="text.secondary">
                      {group.orderNo}. {t(`admin.questionGroups.groups.${group.key}`)}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{group.title}</Typography>
                  </Stack>
                </AccordionSummary>
                <AccordionDetails>
                  {group.description && (
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                      {group.description}
                    </Typography>
                  )}
                  <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
                    <Chip
                      size="small"
                      label={`${t('admin.questionGroups.answerType')}: ${group.answerType}`}
                    />
                    <Chip
                      size="small"
                      label={`${t('admin.questionGroups.stage')}: ${stageName(group.registrationStageId)}`}
                    />
                    <Chip
                      size="small"
                      label={t('admin.questionGroups.options', { count: group.options.length })}
                    />
                  </Stack>
                  <GroupOptions group={group} />
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        )}
      </QueryState>
    </AdminPage>
  );
}
