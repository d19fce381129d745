import type { BookItem } from '@yek/contracts/book';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The book's cover, or a typographic one in its place for books an editor added without one. */
export function BookCover({
  book,
  width,
}: {
  book: Pick<BookItem, 'title' | 'author' | 'coverImageUrl' | 'levelCode'>;
  width: number;
}) {
  const { t } = useTranslation();
  const height = Math.round(width * 1.5);
  if (book.coverImageUrl)
    return (
      <Box
        component="img"
        src={book.coverImageUrl}
        alt={t('library.coverOf', { title: book.title })}
        loading="lazy"
        sx={{
          width,
          height,
          objectFit: 'cover',
          borderRadius: 1,
          flexShrink: 0,
          bgcolor: 'grey.900',
        }}
      />
    );
  return (
    <Box
      role="img"
      aria-label={t('library.coverOf', { title: book.title })}
      sx={{
        width,
        height,
        flexShrink: 0,
        borderRadius: 1,
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: 'linear-gradient(160deg, #4a2a8a 0%, #1c1233 100%)',
        color: 'common.white',
      }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: width / 8, lineHeight: 1.15 }}>
        {book.title}
      </Typography>
      <Typography sx={{ fontSize: width / 11, opacity: 0.8 }}>{book.author}</Typography>
    </Box>
  );
}
