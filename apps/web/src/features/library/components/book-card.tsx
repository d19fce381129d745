import type { BookItem } from '@yek/contracts/book';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BookCover } from './book-cover';

/** A book in the list: cover, title, level, type, and how much of it the learner knows. */
export function BookCard({ book }: { book: BookItem }) {
  const { t } = useTranslation();
  const percent = Math.round(book.knownWordShare * 100);
  return (
    <Card component="article" aria-labelledby={`book-${book.id}-title`} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/library/${book.id}`}
        sx={{
          height: '100%',
          display: 'flex',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Stack direction="row" spacing={2} sx={{ p: 2, width: '100%' }}>
          <BookCover book={book} width={96} />
          <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id={`book-${book.id}-title`}
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700, lineHeight: 1.25 }}
            >
              {book.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {book.author}
            </Typography>
            <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" color="primary" label={book.levelCode} />
              <Chip
                size="small"
                variant="outlined"
                label={t(`library.publishTypes.${book.publishType}`)}
              />
              <Chip size="small" variant="outlined" label={book.genreName} />
            </Stack>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('library.known', { percent })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('library.knownLabel', { percent })}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
            {book.progress && (
              <Typography variant="caption" color="secondary.light">
                {book.progress.finished
                  ? t('library.finished')
                  : t('library.continue', { chapter: book.progress.chapterNo })}
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
