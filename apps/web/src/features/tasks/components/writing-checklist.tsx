import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WritingChecklistItem } from '@yek/contracts/usertask-questions';
import { useTranslation } from 'react-i18next';
import { checkWriting, type CheckState } from '../utils/writing-checks';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';

interface Props {
  text: string;
  minWords: number;
  maxWords: number;
  checklist: WritingChecklistItem[];
  id?: string;
}

const ICONS: Record<CheckState, typeof CheckCircleIcon> = {
  met: CheckCircleIcon,
  notMet: RadioButtonUncheckedIcon,
  self: VisibilityOutlinedIcon,
};
const COLORS: Record<CheckState, string> = {
  met: 'success.main',
  notMet: 'text.secondary',
  self: 'info.main',
};

/** What the task asks, ticked as the learner types where a browser can tell. */
export function WritingChecklist({ text, minWords, maxWords, checklist, id }: Props) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const checks = checkWriting(text, { minWords, maxWords }, checklist);
  const label = (i: number) => {
    const check = checks[i]!;
    if (check.kind === 'length')
      return t('tasks.retry.check.length', { min: minWords, max: maxWords });
    const item = checklist[i - 1]!;
    switch (item.kind) {
      case 'sentences':
        return t('tasks.retry.check.sentences', { count: item.min });
      case 'uses-words':
        return t('tasks.retry.check.usesWords', { count: item.min, words: item.words.join(', ') });
      case 'uses-pattern':
        return item.hint[en ? 'en' : 'tr'];
      default:
        return t(`tasks.retry.check.${item.kind}`);
    }
  };
  return (
    <Box id={id} component="section" aria-labelledby={id && `${id}-title`}>
      <Typography id={id && `${id}-title`} variant="subtitle2" component="h3">
        {t('tasks.retry.checklistTitle')}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {t('tasks.retry.checklistHint')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {checks.map((c, i) => {
          const Icon = ICONS[c.state];
          return (
            <Stack component="li" key={`${c.kind}-${i}`} direction="row" spacing={1}>
              <Icon fontSize="small" sx={{ color: COLORS[c.state], mt: '2px' }} aria-hidden />
              <Typography variant="body2">
                {label(i)}
                {c.found.length > 0 && (
                  <Typography component="span" variant="body2" color="success.main">
                    {' '}
                    ({c.found.join(', ')})
                  </Typography>
                )}
                {/* The state in words, for those who do not see the icon. */}
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {' '}
                  — {t(`tasks.retry.state.${c.state}`)}
                </Box>
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
