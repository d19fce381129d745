import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import {
  useInterestQuestion,
  type InterestQuestion as Question,
} from '../../api/get-interest-question';
import { useRegisterInterestAnswerMutation } from '../../api/register-interest-answer';
import { QuestionFrame } from '../question-frame';
import type { QuestionProps } from './question-props';

/** The contracts' MAX_INTERESTS, restated to keep the schema library off this page (tested). */
export const MAX_INTERESTS = 10;

/** Question 6: interests, one to ten of them, as toggles. */
export function InterestQuestion(props: QuestionProps) {
  const query = useInterestQuestion();
  return (
    <QueryState query={query}>
      {(question) => <InterestForm question={question} {...props} />}
    </QueryState>
  );
}

function InterestForm({
  question,
  onAnswered,
  ...navigation
}: QuestionProps & { question: Question }) {
  const { t } = useTranslation();
  const save = useRegisterInterestAnswerMutation();
  const [chosen, setChosen] = useState<number[]>(question.userInterestIds);
  const [missing, setMissing] = useState(false);
  const interests = [...question.interests].sort((a, b) => a.orderNo - b.orderNo);
  const full = chosen.length >= MAX_INTERESTS;

  const toggle = (id: number) => {
    setMissing(false);
    setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  };

  return (
    <QuestionFrame
      title={question.title}
      description={question.description}
      error={save.error}
      hint={missing ? t('setup.interest.chooseSome') : null}
      submitting={save.isPending}
      onSubmit={() => {
        setMissing(chosen.length === 0);
        if (chosen.length > 0) save.mutate(chosen, { onSuccess: (state) => onAnswered(state) });
      }}
      {...navigation}
    >
      <Typography
        variant="body2"
        color={full ? 'primary.light' : 'text.secondary'}
        sx={{ mb: 1.5 }}
        aria-live="polite"
      >
        {t('setup.interest.count', { chosen: chosen.length, max: MAX_INTERESTS })}
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
          const checked = chosen.includes(interest.id);
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
    </QuestionFrame>
  );
}
