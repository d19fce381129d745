import type { BookDetail } from '@yek/contracts/book';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TextDecreaseIcon from '@mui/icons-material/TextDecrease';
import TextIncreaseIcon from '@mui/icons-material/TextIncrease';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { lazyNamed } from '../../../lib/lazy-named';
import { useChapter } from '../api/get-chapter';
import { useSaveProgressMutation } from '../api/save-progress';
import { BOOK_WORD_PATTERN } from '../utils/reader-words';

// The player arrives with the first audio chapter only.
const ChapterAudio = lazyNamed(() => import('./chapter-audio'), 'ChapterAudio');

/** How the reader draws a chapter's text: the task passages' tappable text, handed in by the route. */
export type RenderPassage = (props: {
  text: string;
  wordPattern: RegExp;
  highlightWord: number | null;
  onLookup: (word: string) => void;
  fontSize: number;
}) => ReactNode;

const GAP = 48;
const FONT_SIZES = [15, 17, 19, 22, 26] as const;
const THEMES = {
  dark: { bgcolor: '#1b1430', color: '#ece7f8' },
  light: { bgcolor: '#fbfaf7', color: '#1d1b22' },
  sepia: { bgcolor: '#f3e7cf', color: '#3b2f1e' },
} as const;
type ReaderTheme = keyof typeof THEMES;
const SAVE_DELAY_MS = 600;

/**
 * The reader: one chapter at a time, laid out in columns exactly as wide as the screen, so a page
 * is a column and turning it slides the text. Where the learner is is kept as the first word of
 * the page, which survives another screen size or font size, and is saved as they turn pages.
 * Audio books play chapter by chapter and light up the word being spoken.
 */
export function BookReader({
  book,
  renderPassage,
  onClose,
  startChapter,
}: {
  book: BookDetail;
  renderPassage: RenderPassage;
  onClose: () => void;
  /** A chapter chosen from the contents; otherwise where the learner left off. */
  startChapter?: number;
}) {
  const { t } = useTranslation();
  const chapterCount = book.chapters.length;
  const resume = startChapter === undefined ? book.progress : null;
  const [chapterNo, setChapterNo] = useState(startChapter ?? resume?.chapterNo ?? 1);
  const chapter = useChapter(book.id, chapterNo);
  const [fontSize, setFontSize] = useState<number>(FONT_SIZES[1]);
  const [theme, setTheme] = useState<ReaderTheme>('dark');
  const [page, setPage] = useState(0);
  const [pageCount, setPageCount] = useState(1);
  const [highlight, setHighlight] = useState<number | null>(null);
  const [finished, setFinished] = useState(false);
  const [autoPlay, setAutoPlay] = useState(false);
  const [width, setWidth] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const columns = useRef<HTMLDivElement>(null);
  /** The first word of the page shown: what a re-layout returns to and what is saved. */
  const anchor = useRef<number>(resume?.position ?? 0);
  const lookups = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = useSaveProgressMutation();
  const { enqueueSnackbar } = useSnackbar();
  const errorMessage = useErrorMessage();
  const saveRef = useRef(save.mutate);
  // A place that could not be saved is said, in the server's words.
  saveRef.current = (body) =>
    save.mutate(body, {
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  const stride = width + GAP;

  const flush = useCallback(
    (done = false) => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
      const wordsLookedUp = lookups.current;
      lookups.current = 0;
      saveRef.current({
        bookId: book.id,
        chapterNo: chapterRef.current,
        position: anchor.current,
        finished: done || undefined,
        wordsLookedUp: wordsLookedUp || undefined,
      });
    },
    [book.id],
  );
  const chapterRef = useRef(chapterNo);
  chapterRef.current = chapterNo;
  const scheduleSave = useCallback(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => flush(), SAVE_DELAY_MS);
  }, [flush]);
  // Leaving the reader saves at once what is still waiting.
  useEffect(
    () => () => {
      if (pending.current) flush();
    },
    [flush],
  );

  const [height, setHeight] = useState(0);
  const hasAudio = book.publishType === 'Audio';
  // The page is as wide as the text box and as tall as the screen leaves below it, with room for
  // the page buttons (and the player) underneath.
  const loaded = !!chapter.data;
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(220, window.innerHeight - top - (hasAudio ? 170 : 90)));
    };
    measure();
    // The window's resize covers browsers (and test DOMs) without ResizeObserver.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [loaded, hasAudio]);

  const wordEl = (index: number) =>
    columns.current?.querySelector<HTMLElement>(`[data-word="${index}"]`) ?? null;
  const pageOf = useCallback(
    (index: number) => {
      const el = wordEl(index);
      return el && stride > GAP ? Math.floor(el.offsetLeft / stride) : 0;
    },
    [stride],
  );
  const firstWordOn = (p: number): number => {
    const words = columns.current?.querySelectorAll<HTMLElement>('[data-word]') ?? [];
    for (const w of words) if (w.offsetLeft >= p * stride - 1) return Number(w.dataset.word);
    return 0;
  };

  // After the chapter, the width or the font size changes: count the pages, find the anchor's.
  useLayoutEffect(() => {
    const el = columns.current;
    if (!el || !chapter.data) return;
    const count = stride > GAP ? Math.max(1, Math.round((el.scrollWidth + GAP) / stride)) : 1;
    setPageCount(count);
    setPage(
      anchor.current === Number.POSITIVE_INFINITY
        ? count - 1
        : Math.min(count - 1, pageOf(anchor.current)),
    );
    if (anchor.current === Number.POSITIVE_INFINITY) anchor.current = firstWordOn(count - 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- firstWordOn reads the same layout
  }, [chapter.data, stride, height, fontSize, pageOf]);

  const showPage = (p: number) => {
    setPage(p);
    anchor.current = firstWordOn(p);
    scheduleSave();
  };
  const openChapter = (n: number, at: 'start' | 'end') => {
    anchor.current = at === 'start' ? 0 : Number.POSITIVE_INFINITY;
    setHighlight(null);
    setPage(0);
    setChapterNo(n);
    if (at === 'start') scheduleSave();
  };
  const next = () => {
    if (page < pageCount - 1) showPage(page + 1);
    else if (chapterNo < chapterCount) openChapter(chapterNo + 1, 'start');
    else {
      setFinished(true);
      flush(true);
    }
  };
  const previous = () => {
    if (page > 0) showPage(page - 1);
    else if (chapterNo > 1) openChapter(chapterNo - 1, 'end');
  };

  const onWord = (index: number | null) => {
    setHighlight(index);
    if (index === null) return;
    const p = pageOf(index);
    if (p !== page) showPage(p);
  };
  const palette = THEMES[theme];
  const fontIndex = FONT_SIZES.indexOf(fontSize as (typeof FONT_SIZES)[number]);

  return (
    <Stack spacing={1.5} component="section" aria-label={t('library.reader.label')}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label={t('library.reader.close')} onClick={onClose}>
          <ArrowBackIcon />
        </IconButton>
        <TextField
          select
          size="small"
          label={t('library.reader.chapter')}
          value={String(chapterNo)}
          onChange={(e) => openChapter(Number(e.target.value), 'start')}
          sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}
        >
          {book.chapters.map((c) => (
            <MenuItem key={c.orderNo} value={String(c.orderNo)}>
              {c.orderNo}. {c.title}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          aria-label={t('library.reader.smaller')}
          disabled={fontIndex <= 0}
          onClick={() => setFontSize(FONT_SIZES[fontIndex - 1] ?? fontSize)}
        >
          <TextDecreaseIcon />
        </IconButton>
        <IconButton
          aria-label={t('library.reader.larger')}
          disabled={fontIndex >= FONT_SIZES.length - 1}
          onClick={() => setFontSize(FONT_SIZES[fontIndex + 1] ?? fontSize)}
        >
          <TextIncreaseIcon />
        </IconButton>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={theme}
          aria-label={t('library.reader.theme')}
          onChange={(_, value: ReaderTheme | null) => value && setTheme(value)}
        >
          {(Object.keys(THEMES) as ReaderTheme[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {t(`library.reader.themes.${key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      <Paper
        variant="outlined"
        sx={{ ...palette, px: { xs: 2, sm: 4 }, py: 2, transition: 'background-color 0.2s' }}
        tabIndex={0}
        aria-label={t('library.reader.chapterOf', { n: chapterNo, total: chapterCount })}
        onKeyDown={(e) => {
          if (e.target !== e.currentTarget && (e.key === 'Enter' || e.key === ' ')) return;
          if (e.key === 'ArrowRight') next();
          else if (e.key === 'ArrowLeft') previous();
        }}
      >
        <QueryState query={chapter}>
          {(c) => (
            <>
              <Typography variant="overline" sx={{ opacity: 0.7 }}>
                {t('library.reader.chapterOf', { n: c.orderNo, total: c.chapterCount })}
              </Typography>
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {c.title}
              </Typography>
              <Box
                ref={viewport}
                sx={{
                  overflow: 'hidden',
                  height: height || 400,
                }}
              >
                <Box
                  ref={columns}
                  data-testid="reader-columns"
                  sx={{
                    position: 'relative',
                    height: '100%',
                    columnWidth: width ? `${width}px` : 'auto',
                    columnGap: `${GAP}px`,
                    columnFill: 'auto',
                    transform: `translateX(-${page * stride}px)`,
                    transition: 'transform 0.25s ease',
                    '& p:first-of-type': { mt: 0 },
                  }}
                >
                  {renderPassage({
                    text: c.text,
                    wordPattern: BOOK_WORD_PATTERN,
                    highlightWord: highlight,
                    onLookup: () => {
                      lookups.current += 1;
                      scheduleSave();
                    },
                    fontSize,
                  })}
                </Box>
              </Box>
            </>
          )}
        </QueryState>
      </Paper>

      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Button
          startIcon={<ChevronLeftIcon />}
          onClick={previous}
          disabled={page === 0 && chapterNo === 1}
          aria-label={t('library.reader.previous')}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('library.reader.previous')}
          </Box>
        </Button>
        <Typography variant="body2" aria-live="polite">
          {finished
            ? t('library.reader.done')
            : t('library.reader.page', { n: page + 1, total: pageCount })}
        </Typography>
        <Button
          endIcon={<ChevronRightIcon />}
          onClick={next}
          disabled={finished}
          aria-label={t('library.reader.next')}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('library.reader.next')}
          </Box>
        </Button>
      </Stack>

      {book.publishType === 'Audio' && chapter.data && (
        <Suspense fallback={null}>
          {chapter.data.audio ? (
            <ChapterAudio
              key={chapter.data.orderNo}
              audio={chapter.data.audio}
              autoPlay={autoPlay}
              onPlay={() => setAutoPlay(true)}
              onWord={onWord}
              onEnded={() => {
                setHighlight(null);
                if (chapterNo < chapterCount) openChapter(chapterNo + 1, 'start');
                else setAutoPlay(false);
              }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('library.reader.noAudio')}
            </Typography>
          )}
        </Suspense>
      )}
    </Stack>
  );
}
