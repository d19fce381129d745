import { BOOK_PUBLISH_TYPES, type BookPublishType, type BookSort } from '@yek/contracts/book';
import { BOOK_LEVELS } from '@yek/contracts/content-book';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useBooks, type BookFilter } from '../api/get-books';
import { useGenres } from '../api/get-genres';
import { BookCard } from './book-card';

const PAGE_SIZE = 12;
const SORTS: Record<string, { orderBy: BookSort; orderDirection: 'asc' | 'desc' }> = {
  title: { orderBy: 'title', orderDirection: 'asc' },
  level: { orderBy: 'level', orderDirection: 'asc' },
  easy: { orderBy: 'knownWordShare', orderDirection: 'desc' },
  newest: { orderBy: 'createdDate', orderDirection: 'desc' },
};
const EASY_PERCENT = 50;

/**
 * /library: search, publish-type tabs (ALL, E BOOK, AUDIO, BOOK), genre, level and sort, the
 * known-word share on every card, and pages. The filters live in the address, so going back to
 * the list from a book finds it as it was left.
 */
export function LibraryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('library.title'));
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const searchText = useDebouncedValue(search.trim(), 300);
  const type = params.get('type') as BookPublishType | null;
  const genreId = Number(params.get('genre')) || undefined;
  const levelId = Number(params.get('level')) || undefined;
  const sort = SORTS[params.get('sort') ?? ''] ? params.get('sort')! : 'title';
  const easyOnly = params.get('easy') === '1';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const genres = useGenres();

  const query: BookFilter = {
    searchText: searchText || undefined,
    bookPublishType: type && BOOK_PUBLISH_TYPES.includes(type) ? type : undefined,
    genreId,
    levelId,
    minKnownPercent: easyOnly ? EASY_PERCENT : undefined,
    pageNumber,
    pageSize: PAGE_SIZE,
    ...SORTS[sort],
  };
  const books = useBooks(query);

  /** Changes one filter and goes back to the first page. */
  const set = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('library.title')}
      </Typography>
      <TextField
        type="search"
        label={t('library.search')}
        helperText={t('library.searchHint')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          set('q', e.target.value.trim() || undefined);
        }}
      />
      <Tabs
        value={query.bookPublishType ?? 'all'}
        onChange={(_, value: string) => set('type', value === 'all' ? undefined : value)}
        aria-label={t('library.publishTypes.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="all" label={t('library.publishTypes.all')} />
        {BOOK_PUBLISH_TYPES.map((p) => (
          <Tab key={p} value={p} label={t(`library.publishTypes.${p}`)} />
        ))}
      </Tabs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label={t('library.genre')}
          value={genreId ? String(genreId) : ''}
          onChange={(e) => set('genre', e.target.value || undefined)}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('library.allGenres')}</MenuItem>
          {(genres.data ?? []).map((g) => (
            <MenuItem key={g.id} value={String(g.id)}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('library.level')}
          value={levelId ? String(levelId) : ''}
          onChange={(e) => set('level', e.target.value || undefined)}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('library.allLevels')}</MenuItem>
          {BOOK_LEVELS.map((code, i) => (
            <MenuItem key={code} value={String(i + 1)}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('library.sort.label')}
          value={sort}
          onChange={(e) => set('sort', e.target.value === 'title' ? undefined : e.target.value)}
          sx={{ minWidth: 200 }}
        >
          {Object.keys(SORTS).map((key) => (
            <MenuItem key={key} value={key}>
              {t(`library.sort.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={easyOnly}
              onChange={(e) => set('easy', e.target.checked ? '1' : undefined)}
            />
          }
          label={t('library.easyOnly')}
        />
      </Stack>
      <QueryState query={books}>
        {(page) =>
          page.items.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {t('library.empty')}
            </Typography>
          ) : (
            <Stack spacing={3} sx={{ opacity: books.isPlaceholderData ? 0.6 : 1 }}>
              <Box
                component="section"
                aria-label={t('library.title')}
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                }}
              >
                {page.items.map((b) => (
                  <BookCard key={b.id} book={b} />
                ))}
              </Box>
              {page.totalCount > PAGE_SIZE && (
                <Pagination
                  sx={{ alignSelf: 'center' }}
                  count={Math.ceil(page.totalCount / PAGE_SIZE)}
                  page={pageNumber}
                  onChange={(_, n) => set('page', n === 1 ? undefined : String(n))}
                  getItemAriaLabel={(type, n) =>
                    type === 'page'
                      ? `${t('library.pages')} ${n}`
                      : t(`library.reader.${type === 'next' ? 'next' : 'previous'}`)
                  }
                />
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
