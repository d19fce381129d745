import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export interface Choice {
  value: string;
  label: string;
  description?: string | null;
  /** A short note beside the label, such as a daily goal. */
  note?: string | null;
}

interface ChoiceCardsProps {
  /** Names the group for screen readers (the question's title). */
  label: string;
  name: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  /** Two columns from this many choices on wider screens. */
  columns?: 1 | 2;
}

/** Radio buttons drawn as cards: one answer out of a few, each with room for a description. */
export function ChoiceCards({
  label,
  name,
  choices,
  value,
  onChange,
  columns = 1,
}: ChoiceCardsProps) {
  return (
    <RadioGroup
      aria-label={label}
      name={name}
      value={value ?? ''}
      onChange={(_event, next) => onChange(next)}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' },
        gap: 1.5,
      }}
    >
      {choices.map((choice) => {
        const selected = choice.value === value;
        return (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            sx={{
              m: 0,
              p: 1.5,
              pr: 2,
              alignItems: 'flex-start',
              border: 1,
              borderRadius: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'rgba(124, 77, 255, 0.12)' : 'transparent',
              transition: 'border-color 120ms, background-color 120ms',
              '&:hover': { borderColor: 'primary.light' },
              '& .MuiRadio-root': { mt: -0.75 },
            }}
            label={
              <Box>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {choice.label}
                </Typography>
                {choice.description && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {choice.description}
                  </Typography>
                )}
                {choice.note && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="primary.light"
                    sx={{ display: 'block', mt: 0.5 }}
                  >
                    {choice.note}
                  </Typography>
                )}
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
