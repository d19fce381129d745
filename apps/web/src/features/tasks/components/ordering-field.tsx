import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mark, markColor } from './answer-marks';

/** Read by screen readers, not shown. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface Props {
  /** The items as the server shows them (a shuffle). */
  items: string[];
  /** The learner's order: indexes into `items`, first place first. */
  order: number[];
  onChange: (order: number[]) => void;
  disabled: boolean;
  /** Once answered: for each place of the right order, the index of the item that belongs there. */
  solution: number[] | null;
  labelId: string;
}

/** The first words of an item, to name its buttons without reading the whole paragraph out. */
function short(text: string): string {
  const words = text.split(/\s+/);
  return words.length <= 6 ? text : `${words.slice(0, 6).join(' ')}…`;
}

/**
 * Puts the pieces of a text in order: each piece moves up or down by its buttons (keyboard and
 * touch alike; the focus follows the piece it moved and the move is announced). Once answered,
 * each place is marked right or wrong and the right order is listed under it.
 */
export function OrderingField({ items, order, onChange, disabled, solution, labelId }: Props) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const [moved, setMoved] = useState<{ item: number; dir: 'up' | 'down' } | null>(null);
  const [said, setSaid] = useState('');

  // After a move the focus stays on the same button of the piece that moved (or on its other
  // button when it reached the top or the bottom).
  useEffect(() => {
    if (!moved) return;
    const place = order.indexOf(moved.item);
    const edge =
      (moved.dir === 'up' && place === 0) || (moved.dir === 'down' && place === order.length - 1);
    const dir = edge ? (moved.dir === 'up' ? 'down' : 'up') : moved.dir;
    buttons.current.get(`${moved.item}-${dir}`)?.focus();
  }, [moved, order]);

  const move = (place: number, dir: 'up' | 'down') => {
    const to = dir === 'up' ? place - 1 : place + 1;
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    [next[place], next[to]] = [next[to]!, next[place]!];
    onChange(next);
    setMoved({ item: order[place]!, dir });
    setSaid(
      t('tasks.ordering.moved', {
        item: short(items[order[place]!]!),
        place: to + 1,
        count: order.length,
      }),
    );
  };

  return (
    <Stack spacing={1.5}>
      <Box component="ol" aria-labelledby={labelId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.map((item, place) => {
          const mark = solution ? (solution[place] === item ? 'picked' : 'wrong') : null;
          return (
            <Paper
              component="li"
              key={item}
              variant="outlined"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1,
                mb: 1,
                borderWidth: mark ? 2 : 1,
                borderColor: mark ? (mark === 'wrong' ? 'error.main' : 'success.main') : 'divider',
              }}
            >
              <Typography
                aria-hidden
                sx={{
                  fontWeight: 700,
                  minWidth: '1.5em',
                  textAlign: 'center',
                  color: 'text.secondary',
                }}
              >
                {place + 1}
              </Typography>
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Box component="span" sx={hidden}>
                  {t('tasks.ordering.place', { place: place + 1 })}:{' '}
                </Box>
                {items[item]}
                <Mark mark={mark} />
              </Typography>
              {!disabled && (
                <Stack>
                  <IconButton
                    size="small"
                    ref={(el) => void buttons.current.set(`${item}-up`, el)}
                    aria-label={t('tasks.ordering.up', { item: short(items[item]!) })}
                    disabled={place === 0}
                    onClick={() => move(place, 'up')}
                  >
                    <KeyboardArrowUpIcon />
                  </IconButton>
                  <IconButton
                    size="small"
                    ref={(el) => void buttons.current.set(`${item}-down`, el)}
                    aria-label={t('tasks.ordering.down', { item: short(items[item]!) })}
                    disabled={place === order.length - 1}
                    onClick={() => move(place, 'down')}
                  >
                    <KeyboardArrowDownIcon />
                  </IconButton>
                </Stack>
              )}
            </Paper>
          );
        })}
      </Box>
      <Box aria-live="polite" sx={hidden}>
        {said}
      </Box>
      {solution && solution.some((s, place) => s !== order[place]) && (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('tasks.ordering.score', {
              right: solution.filter((s, place) => s === order[place]).length,
              count: solution.length,
            })}
          </Typography>
          <Typography variant="subtitle2" sx={{ color: markColor('picked') }}>
            {t('tasks.ordering.right')}
          </Typography>
          <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
            {solution.map((item) => (
              <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
                {items[item]}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
