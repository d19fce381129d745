import Box from '@mui/material/Box';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/**
 * How a checked option is marked: `picked` your right choice, `right` the right answer you did
 * not choose (on a multi-answer item: one you missed), `wrong` your wrong choice; null neither.
 */
export type OptionMark = 'picked' | 'right' | 'wrong' | null;

export function optionMark(chosen: boolean, correct: boolean): OptionMark {
  if (correct) return chosen ? 'picked' : 'right';
  return chosen ? 'wrong' : null;
}

/** The frame of a marked option: green for a right answer, red for a wrong choice. */
export function markedOption(mark: OptionMark): SxProps<Theme> {
  const color = mark === 'wrong' ? 'error' : 'success';
  return {
    mx: 0,
    my: 0.25,
    pr: 1.5,
    borderRadius: 1,
    border: 2,
    borderColor: mark ? `${color}.main` : 'transparent',
    bgcolor: mark
      ? (t) => t.palette[color].main + (t.palette.mode === 'dark' ? '29' : '14')
      : undefined,
    // A checked item is read, not answered: its options keep their full colour.
    '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
  };
}

/** The text colour of a mark, AA on the paper in either mode. */
export const markColor =
  (mark: OptionMark) =>
  (t: Theme): string => {
    const c = t.palette[mark === 'wrong' ? 'error' : 'success'];
    if (t.palette.mode !== 'dark') return c.dark;
    // error.light is 3.9:1 on the raised dark paper; this red reads at AA there.
    return mark === 'wrong' ? '#ff8a80' : c.light;
  };

/** The mark's icon and the words a screen reader says for it. */
export function Mark({ mark }: { mark: OptionMark }) {
  const { t } = useTranslation();
  if (!mark) return null;
  const Icon = mark === 'wrong' ? CancelIcon : CheckCircleIcon;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        ml: 1,
        verticalAlign: 'middle',
      }}
    >
      <Icon fontSize="small" color={mark === 'wrong' ? 'error' : 'success'} aria-hidden />
      <Box
        component="span"
        sx={{
          typography: 'caption',
          fontWeight: 600,
          color: markColor(mark),
        }}
      >
        {t(`tasks.flow.mark.${mark}`)}
      </Box>
    </Box>
  );
}
