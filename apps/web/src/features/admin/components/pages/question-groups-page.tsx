import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import { useQuestionGroups, type QuestionGroupView } from '../../api/get-question-groups';
import { useRegistrationStages } from '../../api/get-registration-stages';
import { AdminPage } from '../admin-page';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import {
  FacultyDialog,
  OPTION_RESOURCES,
  OptionDialog,
  StudentAnswerDialog,
  QuestionTextsDialog,
  isEditableGroup,
  useRefreshGroups,
  type EditableGroup,
} from './question-editors';
import type { QuestionOptionView } from '../../api/get-question-groups';

/**
 * One option's row: its place, its name (with what follows it on the line, and a line under it),
 * and its buttons.
 */
function OptionRow({
  option,
  inline,
  detail,
  onEdit,
  onDelete,
}: {
  option: QuestionOptionView;
  inline?: ReactNode;
  detail?: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {option.orderNo !== undefined && (
        <Typography color="text.secondary" sx={{ width: 32, flexShrink: 0 }}>
          {option.orderNo}
        </Typography>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ mr: 1 }}>
          {option.name}
        </Typography>
        {inline}
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
      <IconButton aria-label={`${t('admin.grid.edit')}: ${option.name}`} onClick={onEdit}>
        <EditOutlined />
      </IconButton>
      {onDelete && (
        <IconButton aria-label={`${t('admin.grid.delete')}: ${option.name}`} onClick={onDelete}>
          <DeleteOutlined />
        </IconButton>
      )}
    </Box>
  );
}

/** The purposes or interests with a button to change each, and to remove one nobody chose. */
function EditableOptions({ group, kind }: { group: QuestionGroupView; kind: EditableGroup }) {
  const { t } = useTranslation();
  const refresh = useRefreshGroups();
  const [editing, setEditing] = useState<QuestionOptionView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<QuestionOptionView | null>(null);
  const next = Math.max(0, ...group.options.map((o) => o.orderNo ?? 0)) + 1;
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {group.options.map((o) => (
          <OptionRow
            key={o.id}
            option={o}
            inline={
              <>
                {o.minutes ? (
                  <Typography component="span" color="text.secondary" sx={{ mr: 1 }}>
                    {t('admin.questionGroups.minutes', { count: o.minutes })}
                  </Typography>
                ) : null}
                {o.active === false && (
                  <Chip size="small" color="warning" label={t('admin.questionGroups.retired')} />
                )}
              </>
            }
            onEdit={() => setEditing(o)}
            onDelete={() => setDeleting(o)}
          />
        ))}
      </Box>
      <Button startIcon={<AddOutlined />} onClick={() => setEditing('new')} sx={{ mt: 1.5 }}>
        {t('admin.questionGroups.addOption')}
      </Button>
      {editing && (
        <OptionDialog
          group={kind}
          option={editing === 'new' ? null : editing}
          nextOrderNo={next}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        resource={OPTION_RESOURCES[kind].resource}
        target={deleting && { id: deleting.id, name: deleting.name }}
        onClose={() => {
          setDeleting(null);
          void refresh();
        }}
      />
    </>
  );
}

/** The faculties with their departments: added, changed, and removed while nobody chose them. */
function FacultyOptions({ group }: { group: QuestionGroupView }) {
  const { t } = useTranslation();
  const refresh = useRefreshGroups();
  const [editing, setEditing] = useState<QuestionOptionView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<QuestionOptionView | null>(null);
  const next = Math.max(0, ...group.options.map((o) => o.orderNo ?? 0)) + 1;
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {group.options.map((o) => (
          <OptionRow
            key={o.id}
            option={o}
            detail={o.children?.join(', ')}
            onEdit={() => setEditing(o)}
            onDelete={() => setDeleting(o)}
          />
        ))}
      </Box>
      <Button startIcon={<AddOutlined />} onClick={() => setEditing('new')} sx={{ mt: 1.5 }}>
        {t('admin.questionGroups.addFaculty')}
      </Button>
      {editing && (
        <FacultyDialog
          option={editing === 'new' ? null : editing}
          nextOrderNo={next}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        resource="educationquestion"
        target={deleting && { id: deleting.id, name: deleting.name }}
        onClose={() => {
          setDeleting(null);
          void refresh();
        }}
      />
    </>
  );
}

/** The student question's two answers: their labels change, both stay. */
function StudentOptions({ group }: { group: QuestionGroupView }) {
  const [editing, setEditing] = useState<QuestionOptionView | null>(null);
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {group.options.map((o) => (
          <OptionRow key={o.id} option={o} onEdit={() => setEditing(o)} />
        ))}
      </Box>
      {editing && <StudentAnswerDialog option={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function GroupOptions({ group }: { group: QuestionGroupView }) {
  const { t } = useTranslation();
  if (isEditableGroup(group.key)) return <EditableOptions group={group} kind={group.key} />;
  if (group.key === 'education') return <FacultyOptions group={group} />;
  if (group.key === 'student') return <StudentOptions group={group} />;
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

/**
 * The setup's questions: every question's texts can be changed, the purposes and interests their
 * options too (an option somebody chose is retired, not deleted).
 */
export function QuestionGroupsPage() {
  const { t, i18n } = useTranslation();
  const [texts, setTexts] = useState<QuestionGroupView | null>(null);
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
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<EditOutlined />}
                    onClick={() => setTexts(group)}
                    sx={{ mb: 2 }}
                  >
                    {t('admin.questionGroups.editTexts')}
                  </Button>
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
      {texts && <QuestionTextsDialog group={texts} onClose={() => setTexts(null)} />}
    </AdminPage>
  );
}
