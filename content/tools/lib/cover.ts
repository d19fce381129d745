import { createHash } from 'node:crypto';
import type { Book, BookGenre, BookLevel } from '@yek/contracts/content';
import { seededRandom } from './random';

/**
 * The library's covers: a typographic cover drawn from the book itself. The genre gives the
 * palette and the kind of pattern, a hash of the slug places the pattern, so every book has its own
 * cover and the same book always gets the same file. Plain SVG, no fonts or images from elsewhere.
 */

export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 900;

interface Palette {
  /** Background, pattern, second pattern colour, text on the title panel, panel. */
  ground: string;
  ink: string;
  accent: string;
  panel: string;
  text: string;
}

type Pattern = (random: () => number, p: Palette) => string;

/** Two palettes per genre: a book gets one of them by its hash, so a shelf of one genre varies. */
const PALETTES: Record<string, readonly [Palette, Palette]> = {
  'daily-life': [
    { ground: '#f3b33d', ink: '#e0862b', accent: '#fff4d6', panel: '#fffaf0', text: '#3b2410' },
    { ground: '#e76f51', ink: '#c4553a', accent: '#ffe8d6', panel: '#fff7f2', text: '#4a1f12' },
  ],
  mystery: [
    { ground: '#1f2a44', ink: '#34456b', accent: '#c9a227', panel: '#10172a', text: '#f4e7c1' },
    { ground: '#3b2f4a', ink: '#54446c', accent: '#e0b04c', panel: '#1c1526', text: '#f2e6c9' },
  ],
  adventure: [
    { ground: '#2f7d5b', ink: '#1f5a41', accent: '#f2c14e', panel: '#f7f3e3', text: '#173626' },
    { ground: '#b5651d', ink: '#8a4b12', accent: '#ffd166', panel: '#fbf4e6', text: '#3d2008' },
  ],
  travel: [
    { ground: '#2b8cbe', ink: '#1d6b96', accent: '#fdd49e', panel: '#fdfbf6', text: '#0f3550' },
    { ground: '#1b998b', ink: '#127a6e', accent: '#ffe5b4', panel: '#f5fbfa', text: '#0b3b35' },
  ],
  'science-and-nature': [
    { ground: '#4caf8e', ink: '#2e8a6c', accent: '#e6f7ef', panel: '#0f3b2e', text: '#e6f7ef' },
    { ground: '#3a6ea5', ink: '#2c5a8a', accent: '#d6f0ff', panel: '#0e2a47', text: '#e3f2ff' },
  ],
  history: [
    { ground: '#8c3b2e', ink: '#6e2b21', accent: '#e9c98f', panel: '#f6ecd9', text: '#4a1e16' },
    { ground: '#6b5a45', ink: '#524434', accent: '#d9b26f', panel: '#f4ebdd', text: '#3a2c1d' },
  ],
  'work-and-business': [
    { ground: '#3d4f63', ink: '#566b82', accent: '#ff8c61', panel: '#f4f6f8', text: '#1f2b38' },
    { ground: '#2d6a4f', ink: '#40916c', accent: '#ffd166', panel: '#f3f8f5', text: '#15352a' },
  ],
  tales: [
    { ground: '#6a3d8f', ink: '#55307a', accent: '#ffd86b', panel: '#2b1540', text: '#ffe9a8' },
    { ground: '#8e3b5e', ink: '#742f4d', accent: '#ffd6a5', panel: '#2e1020', text: '#ffe3c2' },
  ],
};

/** A palette for a genre the table does not know: its hue from the slug. */
function paletteOf(slug: string, seed: number): Palette {
  const known = PALETTES[slug];
  if (known) return known[seed % 2] ?? known[0];
  const hue = parseInt(hash(slug).slice(0, 4), 16) % 360;
  return {
    ground: `hsl(${hue} 55% 45%)`,
    ink: `hsl(${hue} 55% 35%)`,
    accent: `hsl(${(hue + 40) % 360} 80% 80%)`,
    panel: `hsl(${hue} 30% 96%)`,
    text: `hsl(${hue} 60% 18%)`,
  };
}

const hash = (text: string): string => createHash('sha256').update(text).digest('hex');
const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

const W = COVER_WIDTH;
/** The pattern fills the top of the cover down to the title panel. */
const FIELD = 560;

const dots: Pattern = (random, p) => {
  const out: string[] = [];
  const step = 40 + Math.floor(random() * 20);
  for (let y = step / 2; y < FIELD; y += step)
    for (let x = step / 2; x < W; x += step) {
      const r = 4 + random() * step * 0.42;
      const fill = random() < 0.18 ? p.accent : p.ink;
      out.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${fill}"/>`);
    }
  return out.join('');
};

const rings: Pattern = (random, p) => {
  const out: string[] = [];
  const cx = 120 + random() * 360;
  const cy = 160 + random() * 240;
  for (let r = 30; r < 760; r += 26 + random() * 14) {
    const width = 2 + random() * 10;
    const colour = random() < 0.12 ? p.accent : p.ink;
    out.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${colour}" stroke-width="${r1(width)}"/>`,
    );
  }
  out.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="14" fill="${p.accent}"/>`);
  return out.join('');
};

const peaks: Pattern = (random, p) => {
  const out: string[] = [];
  const sunX = 80 + random() * 440;
  out.push(`<circle cx="${r1(sunX)}" cy="${r1(90 + random() * 80)}" r="46" fill="${p.accent}"/>`);
  for (let layer = 0; layer < 4; layer++) {
    const base = 260 + layer * 90;
    let d = `M0 ${FIELD} L0 ${r1(base)}`;
    for (let x = 0; x <= W; x += 60 + random() * 60)
      d += ` L${r1(x)} ${r1(base - random() * (140 - layer * 20))}`;
    d += ` L${W} ${r1(base)} L${W} ${FIELD} Z`;
    const opacity = 0.45 + layer * 0.18;
    out.push(`<path d="${d}" fill="${p.ink}" fill-opacity="${r1(opacity)}"/>`);
  }
  return out.join('');
};

const waves: Pattern = (random, p) => {
  const out: string[] = [];
  const amp = 10 + random() * 16;
  const length = 80 + random() * 80;
  const phase = random() * length;
  for (let y = 30, i = 0; y < FIELD + 30; y += 28, i++) {
    let d = `M-40 ${r1(y)}`;
    for (let x = -40; x < W + 40; x += length / 2) {
      const up = Math.round((x + phase) / (length / 2)) % 2 === 0 ? -amp : amp;
      d += ` Q${r1(x + length / 4)} ${r1(y + up)} ${r1(x + length / 2)} ${r1(y)}`;
    }
    const colour = i % 5 === 2 ? p.accent : p.ink;
    out.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
};

const network: Pattern = (random, p) => {
  const points = Array.from({ length: 26 }, () => [random() * W, random() * FIELD] as const);
  const out: string[] = [];
  points.forEach(([x, y], i) => {
    const near = points
      .map(([a, b], j) => ({ j, d: (a - x) ** 2 + (b - y) ** 2 }))
      .filter((n) => n.j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2);
    for (const { j } of near) {
      const [a, b] = points[j] ?? [x, y];
      out.push(
        `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(a)}" y2="${r1(b)}" stroke="${p.ink}" stroke-width="3"/>`,
      );
    }
  });
  points.forEach(([x, y], i) => {
    const r = i % 7 === 0 ? 16 : 6 + random() * 6;
    out.push(
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${i % 7 === 0 ? p.accent : p.ink}"/>`,
    );
  });
  return out.join('');
};

const columns: Pattern = (random, p) => {
  const out: string[] = [];
  const count = 5 + Math.floor(random() * 3);
  const width = W / count;
  for (let i = 0; i < count; i++) {
    const top = 60 + random() * 220;
    const x = i * width + width * 0.18;
    const w = width * 0.64;
    out.push(
      `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(FIELD - top)}" fill="${p.ink}"/>`,
    );
    out.push(
      `<rect x="${r1(x - 8)}" y="${r1(top - 18)}" width="${r1(w + 16)}" height="18" fill="${i % 3 === 1 ? p.accent : p.ink}"/>`,
    );
    for (let f = x + 10; f < x + w - 6; f += 14)
      out.push(
        `<rect x="${r1(f)}" y="${r1(top + 10)}" width="4" height="${r1(FIELD - top - 10)}" fill="${p.ground}" fill-opacity="0.35"/>`,
      );
  }
  return out.join('');
};

const bars: Pattern = (random, p) => {
  const out: string[] = [];
  let x = 30;
  let height = 80 + random() * 80;
  while (x < W - 30) {
    const w = 30 + random() * 30;
    height = Math.min(FIELD - 60, Math.max(40, height + (random() - 0.35) * 90));
    out.push(
      `<rect x="${r1(x)}" y="${r1(FIELD - height)}" width="${r1(w)}" height="${r1(height)}" fill="${p.ink}"/>`,
    );
    x += w + 10;
  }
  let d = `M30 ${r1(FIELD - 120)}`;
  for (let px = 90; px < W; px += 70) d += ` L${px} ${r1(FIELD - 140 - px * 0.55 - random() * 60)}`;
  out.push(
    `<path d="${d}" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  return out.join('');
};

function star(x: number, y: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${r1(x + Math.cos(angle) * radius)},${r1(y + Math.sin(angle) * radius)}`);
  }
  return pts.join(' ');
}

const stars: Pattern = (random, p) => {
  const out: string[] = [];
  const moonX = 100 + random() * 400;
  out.push(`<circle cx="${r1(moonX)}" cy="150" r="70" fill="${p.accent}"/>`);
  out.push(`<circle cx="${r1(moonX + 30)}" cy="130" r="62" fill="${p.ground}"/>`);
  for (let i = 0; i < 40; i++) {
    const r = 4 + random() * 14;
    const colour = random() < 0.4 ? p.accent : p.ink;
    out.push(
      `<polygon points="${star(random() * W, random() * FIELD, r)}" fill="${colour}" fill-opacity="${r1(0.5 + random() * 0.5)}"/>`,
    );
  }
  return out.join('');
};

const PATTERNS: Record<string, Pattern> = {
  'daily-life': dots,
  mystery: rings,
  adventure: peaks,
  travel: waves,
  'science-and-nature': network,
  history: columns,
  'work-and-business': bars,
  tales: stars,
};
const ALL_PATTERNS = Object.values(PATTERNS);

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Rough advance width of serif capitals and lower case, as a share of the font size. */
const CHAR_WIDTH = 0.66;

/** The title set in lines: the largest size at which it fits the panel in at most four lines. */
export function titleLines(title: string, width = 500): { size: number; lines: string[] } {
  const words = title.split(/\s+/).filter(Boolean);
  for (const size of [76, 68, 60, 54, 48, 42, 36]) {
    const perLine = Math.floor(width / (size * CHAR_WIDTH));
    if (words.some((w) => w.length > perLine)) continue;
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && last.length + 1 + word.length <= perLine)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    // The lines fit between the top of the panel and the author's line.
    if (lines.length <= 3 && size * 0.8 + (lines.length - 1) * size * 1.08 <= 200)
      return { size, lines };
  }
  return { size: 32, lines: [title] };
}

const LEVEL_SHADES: Record<BookLevel, string> = {
  A1: '#2e7d32',
  A2: '#558b2f',
  B1: '#1565c0',
  B2: '#6a1b9a',
  C1: '#b71c1c',
};

const TYPE_LABELS: Record<Book['publishType'], string> = {
  EBook: 'E-BOOK',
  Audio: 'AUDIO BOOK',
  Book: 'PRINT',
};

/** The cover of a book as SVG text (600 × 900). */
export function bookCoverSvg(
  book: Pick<Book, 'slug' | 'title' | 'author' | 'level' | 'publishType'>,
  genre: BookGenre,
): string {
  const seed = parseInt(hash(book.slug).slice(0, 8), 16);
  const palette = paletteOf(genre.slug, seed >>> 8);
  // Patterns without a reading direction are mirrored for half the books.
  const mirror = (seed >>> 9) % 2 === 1 && !['work-and-business', 'history'].includes(genre.slug);
  const random = seededRandom(seed);
  const pattern = PATTERNS[genre.slug] ?? ALL_PATTERNS[seed % ALL_PATTERNS.length] ?? dots;
  const { size, lines } = titleLines(book.title);
  const lineHeight = Math.round(size * 1.08);
  const panelTop = FIELD;
  const titleTop = panelTop + 44 + Math.round(size * 0.8);
  const title = lines
    .map(
      (line, i) =>
        `<text x="50" y="${titleTop + i * lineHeight}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const authorY = 850;
  const badge = LEVEL_SHADES[book.level];
  const label = `${genre.name.en.toUpperCase()} · ${TYPE_LABELS[book.publishType]}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${COVER_HEIGHT}" width="${W}" height="${COVER_HEIGHT}" role="img" aria-label="${escapeXml(`${book.title} by ${book.author}, level ${book.level}`)}">`,
    `<title>${escapeXml(book.title)}</title>`,
    `<defs><clipPath id="field"><rect width="${W}" height="${FIELD}"/></clipPath></defs>`,
    `<rect width="${W}" height="${COVER_HEIGHT}" fill="${palette.ground}"/>`,
    `<g clip-path="url(#field)"><g${mirror ? ` transform="matrix(-1 0 0 1 ${W} 0)"` : ''}>${pattern(random, palette)}</g></g>`,
    `<rect y="${panelTop}" width="${W}" height="${COVER_HEIGHT - panelTop}" fill="${palette.panel}"/>`,
    `<rect y="${panelTop}" width="${W}" height="8" fill="${palette.accent}"/>`,
    `<g font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" fill="${palette.text}">${title}`,
    `<text x="50" y="${authorY}" font-size="24" letter-spacing="3">${escapeXml(book.author.toUpperCase())}</text></g>`,
    `<g font-family="'DejaVu Sans', Verdana, Arial, sans-serif">`,
    `<rect x="34" y="34" width="${Math.round(label.length * 12.2 + 30)}" height="40" rx="20" fill="${palette.panel}" fill-opacity="0.92"/>`,
    `<text x="50" y="60" font-size="16" font-weight="700" letter-spacing="1.5" fill="${palette.text}">${escapeXml(label)}</text>`,
    `<circle cx="520" cy="80" r="50" fill="${badge}" stroke="#ffffff" stroke-width="5"/>`,
    `<text x="520" y="93" font-size="38" font-weight="700" text-anchor="middle" fill="#ffffff">${book.level}</text></g>`,
    `</svg>`,
    '',
  ].join('\n');
}
