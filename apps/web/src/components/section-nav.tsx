import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';

export interface SectionLink {
  /** The id of the element the section sits in. */
  id: string;
  label: string;
}

/** Moves to a section and puts the keyboard there, on its heading, without touching the route. */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const heading = target.querySelector<HTMLElement>('h2') ?? target;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** A page's table of contents: links that wrap onto more lines on a phone, never hidden. */
export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {links.map((link) => (
          <li key={link.id}>
            <Link
              href={`#${link.id}`}
              onClick={(event) => goTo(event, link.id)}
              underline="none"
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.75,
                borderRadius: 4,
                border: 1,
                borderColor: 'divider',
                color: 'text.primary',
                fontSize: '0.875rem',
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
