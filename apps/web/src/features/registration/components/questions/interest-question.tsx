import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  useInterestQuestion,
  type InterestQuestion as Question,
} from '../../api/get-interest-question';
import { useRegisterInterestAnswerMutation } from '../../api/register-interest-answer';
import { setupQuestion, type AnswerFieldProps } from './setup-question';

/** The contracts' MAX_INTERESTS, restated to keep the schema library off this page (tested). */
export const MAX_INTERESTS = 10;

function InterestField({ question, draft, onChange }: AnswerFieldProps<Question, number[]>) {
  const { t } = useTranslation();
  const interests = [...question.interests].sort((a, b) => a.orderNo - b.orderNo);
  const full = draft.length >= MAX_INTERESTS;
  const toggle = (id: number) =>
    onChange(draft.includes(id) ? draft.filter((x) => x !== id) : [...draft, id]);

  return (
    <>
      <Typography
        variant="body2"
        color={full ? 'primary.light' : 'text.secondary'}
        sx={{ mb: 1.5 }}
        aria-live="polite"
      >
        {t('setup.interest.count', { chosen: draft.length, max: MAX_INTERESTS })}
      </Typography>
      <FormGroup
        aria-label={question.title}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 1,
        }}
      >
        {interests.map((interest) => {
          const checked = draft.includes(interest.id);
          return (
            <FormControlLabel
              key={interest.id}
              label={interest.name}
              disabled={!checked && full}
              control={
                <Checkbox checked={checked} onChange={() => toggle(interest.id)} size="small" />
              }
              sx={{
                m: 0,
                pr: 1.5,
                py: 0.25,
                border: 1,
                borderRadius: 5,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'rgba(124, 77, 255, 0.12)' : 'transparent',
                '& .MuiFormControlLabel-label': { fontSize: '0.9rem', lineHeight: 1.3 },
              }}
            />
          );
        })}
      </FormGroup>
    </>
  );
}

/** Question 6: interests, one to ten of them, as toggles. */
export const InterestQuestion = setupQuestion({
  useQuestion: useInterestQuestion,
  useSave: useRegisterInterestAnswerMutation,
  initialDraft: (question) => question.userInterestIds,
  check: (draft) => (draft.length === 0 ? { problem: 'missing' } : { answer: draft }),
  problemHint: 'setup.interest.chooseSome',
  Field: InterestField,
});
