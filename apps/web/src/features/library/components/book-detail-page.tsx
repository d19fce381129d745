import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { lazyNamed } from '../../../lib/lazy-named';
import { useBook } from '../api/get-book';
import { BookCover } from './book-cover';
import type { RenderPassage } from './book-reader';

// The reader (paging, audio) arrives when the learner starts reading.
const BookReader = lazyNamed(() => import('./book-reader'), 'BookReader');

/**
 * /library/{id}: the book's details and contents, then the reader (`?read`, with `chapter` when
 * one was picked from the contents), so the browser's back button leaves the reader.
 */
export function BookDetailPage({
  id,
  renderPassage,
}: {
  id: number;
  renderPassage: RenderPassage;
}) {
  const { t } = useTranslation();
  const book = useBook(id);
  const [params, setParams] = useSearchParams();
  useDocumentTitle(book.data?.title ?? t('sections.titles.libraryDetail'));
  const reading = params.has('read');
  const chapter = Number(params.get('chapter')) || undefined;
  const read = (n?: number) => setParams(n ? { read: '1', chapter: String(n) } : { read: '1' });

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960, mx: 'auto' }}>
      <QueryState query={book}>
        {(b) =>
          reading && b.chapters.length > 0 ? (
            <Suspense fallback={<PageSpinner />}>
              <BookReader
                key={`${b.id}:${chapter ?? ''}`}
                book={b}
                startChapter={chapter}
                renderPassage={renderPassage}
                onClose={() => setParams({})}
              />
            </Suspense>
          ) : (
            <>
              <Link component={RouterLink} to="/library" sx={{ alignSelf: 'flex-start' }}>
                {t('library.detail.back')}
              </Link>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
                <BookCover book={b} width={180} />
                <Stack spacing={1.25} sx={{ minWidth: 0 }}>
                  <Typography variant="h4" component="h1">
                    {b.title}
                  </Typography>
                  <Typography color="text.secondary">
                    {t('library.detail.by', { author: b.author })}
                  </Typography>
                  <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    <Chip size="small" color="primary" label={b.levelCode} />
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`library.publishTypes.${b.publishType}`)}
                    />
                    <Chip size="small" variant="outlined" label={b.genreName} />
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('library.words', { count: b.wordCount })}
                    />
                  </Stack>
                  <Typography>{b.description}</Typography>
                  {b.publishType === 'Book' && (
                    <Typography variant="body2" color="text.secondary">
                      {t('library.detail.printOnly')}
                      {b.isbn && ` ${t('library.detail.isbn', { isbn: b.isbn })}`}
                      {b.pages && ` · ${t('library.detail.printPages', { count: b.pages })}`}
                    </Typography>
                  )}
                  <Box sx={{ maxWidth: 360 }}>
                    <Typography variant="body2">
                      {t('library.known', { percent: Math.round(b.knownWordShare * 100) })}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(b.knownWordShare * 100)}
                      aria-label={t('library.knownLabel', {
                        percent: Math.round(b.knownWordShare * 100),
                      })}
                      sx={{ height: 6, borderRadius: 3 }}
                    />
                  </Box>
                  {b.chapters.length > 0 ? (
                    <Button
                      variant="contained"
                      size="large"
                      sx={{ alignSelf: 'flex-start' }}
                      onClick={() => read()}
                    >
                      {b.progress && !b.progress.finished
                        ? t('library.detail.resume', { chapter: b.progress.chapterNo })
                        : b.publishType === 'Audio'
                          ? t('library.detail.listen')
                          : t('library.detail.start')}
                    </Button>
                  ) : (
                    <Typography color="text.secondary">{t('library.detail.noChapters')}</Typography>
                  )}
                </Stack>
              </Stack>
              {b.chapters.length > 0 && (
                <Box component="section" aria-labelledby="contents-title">
                  <Typography id="contents-title" variant="h6" component="h2">
                    {t('library.detail.contents')}
                  </Typography>
                  <List>
                    {b.chapters.map((c) => (
                      <ListItemButton key={c.orderNo} onClick={() => read(c.orderNo)}>
                        <ListItemText
                          primary={`${c.orderNo}. ${c.title}`}
                          secondary={[
                            t('library.words', { count: c.wordCount }),
                            c.durationSeconds
                              ? t('library.detail.minutes', {
                                  count: Math.max(1, Math.round(c.durationSeconds / 60)),
                                })
                              : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        />
                      </ListItemButton>
                    ))}
                  </List>
                </Box>
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
