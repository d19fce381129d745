import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';

export interface ChartTable {
  columns: string[];
  /** The first cell of each row heads it. */
  rows: (string | number)[][];
}

/**
 * A chart with what it says in words: a title, a one-line summary, the figures as a table for
 * screen readers (the drawing itself is hidden from them), and a note on how they are counted.
 */
export function ChartFigure({
  title,
  summary,
  note,
  table,
  children,
}: {
  title: string;
  summary: string;
  note?: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ m: 0, p: 2, height: '100%', minWidth: 0 }}
    >
      <Typography id={titleId} component="h3" variant="h6">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      <Box aria-hidden sx={{ width: '100%' }}>
        {children}
      </Box>
      {/* Hidden around the table: a table grows to its cells whatever its own width says, and
          would make the page scroll sideways on a phone. */}
      <div style={VISUALLY_HIDDEN}>
        <table>
          <caption>{t('tasks.progress.table', { title })}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([head, ...cells]) => (
              <tr key={String(head)}>
                <th scope="row">{head}</th>
                {cells.map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && (
        <Typography component="p" variant="caption" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}
