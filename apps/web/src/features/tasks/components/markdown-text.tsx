import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The small Markdown of the lectures (### headings, lists, tables, **bold**, *italic*,
 * ~~struck~~), rendered as React elements: no HTML from the content ever reaches the page.
 */
function inline(text: string, key = 0): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\*\*\*(.+?)\*\*\*|\*\*(.+?)\*\*|~~(.+?)~~|\*(.+?)\*/g;
  let last = 0;
  let n = key;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    n += 1;
    if (m[1])
      out.push(
        <strong key={n}>
          <em>{m[1]}</em>
        </strong>,
      );
    else if (m[2]) out.push(<strong key={n}>{inline(m[2], n * 10)}</strong>);
    else if (m[3]) out.push(<s key={n}>{m[3]}</s>);
    else if (m[4]) out.push(<em key={n}>{m[4]}</em>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

export function MarkdownText({ source }: { source: string }) {
  const blocks = source.trim().split(/\n\s*\n/);
  return (
    <Box
      sx={{
        '& table': { borderCollapse: 'collapse', my: 1, display: 'block', overflowX: 'auto' },
        '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
      }}
    >
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        const first = lines[0] ?? '';
        if (/^#{1,4}\s/.test(first))
          return (
            <Typography key={i} variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
              {inline(first.replace(/^#+\s/, ''))}
            </Typography>
          );
        if (lines.every((l) => l.trim().startsWith('|'))) {
          const rows = lines.filter((l) => !/^\s*\|?\s*:?-{2,}/.test(l)).map(cells);
          const [head, ...body] = rows;
          return (
            <table key={i}>
              <thead>
                <tr>
                  {head?.map((c, j) => (
                    <th key={j}>{inline(c)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {body.map((r, k) => (
                  <tr key={k}>
                    {r.map((c, j) => (
                      <td key={j}>{inline(c)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }
        if (lines.every((l) => /^\s*([-*]|\d+\.)\s/.test(l))) {
          const ordered = /^\s*\d+\./.test(first);
          const List = ordered ? 'ol' : 'ul';
          return (
            <Box key={i} component={List} sx={{ pl: 3, my: 1 }}>
              {lines.map((l, j) => (
                <li key={j}>
                  <Typography component="span">
                    {inline(l.replace(/^\s*([-*]|\d+\.)\s/, ''))}
                  </Typography>
                </li>
              ))}
            </Box>
          );
        }
        return (
          <Typography key={i} sx={{ my: 1 }}>
            {inline(lines.join(' '))}
          </Typography>
        );
      })}
    </Box>
  );
}
