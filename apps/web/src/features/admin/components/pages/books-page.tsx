import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useQueryClient } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { BOOK_LEVEL_IDS, type AdminBook, type BookBody } from '@yek/contracts/book';
import { BOOK_LEVELS } from '@yek/contracts/content-book';
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  fetchBookChapterTexts,
  useBookChapterText,
  useBookChapters,
  useBookGenreChoices,
  useCoverImageChoices,
} from '../../api/get-book-choices';
import { useEntityForm } from '../../hooks/use-entity-form';
import { optionalText, requiredText, REQUIRED } from '../../utils/localized-form';
import { CrudPage } from '../crud-page';
import { EntityFormDialog } from '../entity-form-dialog';
import { FormSelectField } from '../../../../components/form-select-field';
import { FormTextField } from '../../../../components/form-text-field';
import { SourceChip } from './book-genres-page';

const RESOURCE = 'book';
const SORTABLE = ['title', 'author', 'level', 'genre', 'wordCount', 'updatedDate', 'id'] as const;
/** Audio books are rendered from content files; the form offers the other two. */
const EDITABLE_TYPES = ['EBook', 'Book'] as const;

const BookFormSchema = z
  .object({
    title: requiredText(200),
    author: requiredText(120),
    levelId: z.number(REQUIRED).int(),
    genreId: z.number(REQUIRED).int(),
    publishType: z.enum(['EBook', 'Book', 'Audio'], REQUIRED),
    descriptionTr: requiredText(2000),
    descriptionEn: requiredText(2000),
    coverImagePath: z.string().nullable(),
    isbn: optionalText(20),
    pages: z
      .number()
      .int({ error: 'admin.validation.invalid' })
      .min(1, { error: 'admin.validation.invalid' })
      .max(2000, { error: 'admin.validation.invalid' })
      .optional(),
    chapters: z
      .array(z.object({ title: requiredText(200), text: requiredText(60_000) }))
      .max(100, { error: 'admin.validation.invalid' }),
    /** Whether the chapters are being written (a new book) or changed, so they are sent. */
    editingChapters: z.boolean(),
  })
  .refine((v) => !v.editingChapters || v.chapters.length > 0, {
    path: ['chapters'],
    error: 'admin.books.chaptersRequired',
  });
type BookFormInput = z.input<typeof BookFormSchema>;
type BookForm = z.output<typeof BookFormSchema>;
const FIELDS = [
  'title',
  'author',
  'levelId',
  'genreId',
  'publishType',
  'descriptionTr',
  'descriptionEn',
  'coverImagePath',
  'isbn',
  'pages',
  'chapters',
  // A refusal of one chapter's title or text lands on that field.
  ...Array.from(
    { length: 100 },
    (_, i) => [`chapters.${i}.title`, `chapters.${i}.text`] as const,
  ).flat(),
] as const;

/** The cover's address for the preview: a loaded book's own file is served by its slug. */
function coverPreview(path: string | null | undefined, slug: string | null | undefined) {
  if (!path) return null;
  return slug && !path.includes('/') ? `/api/book/cover/${slug}` : path;
}

function ChapterText({
  bookId,
  orderNo,
  open,
}: {
  bookId: number;
  orderNo: number;
  open: boolean;
}) {
  const { t } = useTranslation();
  const chapter = useBookChapterText(bookId, orderNo, open);
  if (chapter.isError) return <Alert severity="error">{t('admin.books.chapterError')}</Alert>;
  if (!chapter.data)
    return <Typography color="text.secondary">{t('admin.books.loading')}</Typography>;
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflowY: 'auto' }}>
      {chapter.data.text}
    </Typography>
  );
}

/** A book's chapters, each opened to read its text. */
function BookChapters({ bookId }: { bookId: number }) {
  const { t } = useTranslation();
  const detail = useBookChapters(bookId);
  const [open, setOpen] = useState<number | null>(null);
  const chapters = detail.data?.chapters ?? [];
  return (
    <Box component="section" aria-labelledby="book-chapters-title">
      <Typography
        id="book-chapters-title"
        variant="subtitle2"
        component="h3"
        sx={{ pt: 2, mb: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {t('admin.books.chapters', { count: chapters.length })}
      </Typography>
      {detail.isError && <Alert severity="error">{t('admin.books.chapterError')}</Alert>}
      {chapters.map((c) => (
        <Accordion
          key={c.id}
          disableGutters
          expanded={open === c.orderNo}
          onChange={(_e, expanded) => setOpen(expanded ? c.orderNo : null)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreOutlined />}
            aria-controls={`chapter-${c.orderNo}-content`}
            id={`chapter-${c.orderNo}-header`}
          >
            <Typography sx={{ minWidth: 0 }}>
              {c.orderNo}. {c.title}{' '}
              <Typography component="span" color="text.secondary">
                · {t('admin.books.words', { count: c.wordCount })}
                {c.durationSeconds ? ` · ${t('admin.books.hasAudio')}` : ''}
              </Typography>
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {open === c.orderNo && <ChapterText bookId={bookId} orderNo={c.orderNo} open />}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/**
 * The chapters being written or changed: each a title and its text, in reading order, moved up or
 * down, removed, or added at the end. For an audio book, a chapter whose text changes loses its
 * recording and word timings (they are rendered from the content files).
 */
function ChaptersEditor({
  form,
  audio,
}: {
  form: UseFormReturn<BookFormInput, unknown, BookForm>;
  audio: boolean;
}) {
  const { t } = useTranslation();
  const chapters = useFieldArray({ control: form.control, name: 'chapters' });
  const error = form.formState.errors.chapters?.root ?? form.formState.errors.chapters;
  return (
    <Box component="section" aria-labelledby="book-chapters-title">
      <Typography
        id="book-chapters-title"
        variant="subtitle2"
        component="h3"
        sx={{ pt: 2, mb: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {t('admin.books.chapters', { count: chapters.fields.length })}
      </Typography>
      {audio && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('admin.books.audioTextNote')}
        </Alert>
      )}
      {error?.message && (
        <Typography color="error" role="alert" sx={{ mb: 1 }}>
          {t(error.message)}
        </Typography>
      )}
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {chapters.fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            aria-label={t('admin.books.chapterNumber', { number: index + 1 })}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
              <FormTextField
                form={form}
                name={`chapters.${index}.title`}
                label={t('admin.books.chapterTitle', { number: index + 1 })}
                required
              />
              <IconButton
                aria-label={t('admin.books.moveUp', { number: index + 1 })}
                disabled={index === 0}
                onClick={() => chapters.move(index, index - 1)}
                sx={{ mt: 1 }}
              >
                <ArrowUpwardOutlined />
              </IconButton>
              <IconButton
                aria-label={t('admin.books.moveDown', { number: index + 1 })}
                disabled={index === chapters.fields.length - 1}
                onClick={() => chapters.move(index, index + 1)}
                sx={{ mt: 1 }}
              >
                <ArrowDownwardOutlined />
              </IconButton>
              <IconButton
                aria-label={t('admin.books.removeChapter', { number: index + 1 })}
                onClick={() => chapters.remove(index)}
                sx={{ mt: 1 }}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
            <FormTextField
              form={form}
              name={`chapters.${index}.text`}
              label={t('admin.books.chapterText', { number: index + 1 })}
              multiline
              minRows={4}
              maxRows={16}
              required
            />
          </Box>
        ))}
      </Box>
      <Button
        startIcon={<AddOutlined />}
        onClick={() => chapters.append({ title: '', text: '' })}
        disabled={chapters.fields.length >= 100}
        sx={{ mt: 1.5 }}
      >
        {t('admin.books.addChapter')}
      </Button>
    </Box>
  );
}

export function BookFormDialog({ book, onClose }: { book: AdminBook | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const genres = useBookGenreChoices(i18n.language).data ?? [];
  const images = useCoverImageChoices().data?.items ?? [];
  const client = useQueryClient();
  const detail = useBookChapters(book?.id ?? null);
  const [loadingChapters, setLoadingChapters] = useState<'idle' | 'loading' | 'failed'>('idle');
  const { form, submit, formError, saving } = useEntityForm<BookFormInput, BookBody, BookForm>({
    resource: RESOURCE,
    schema: BookFormSchema,
    values: {
      title: book?.title ?? '',
      author: book?.author ?? '',
      levelId: book?.levelId,
      genreId: book?.genreId,
      publishType: book?.publishType ?? 'EBook',
      descriptionTr: book?.descriptionTr ?? '',
      descriptionEn: book?.descriptionEn ?? '',
      coverImagePath: book?.coverImagePath ?? null,
      isbn: book?.isbn ?? '',
      pages: book?.pages ?? undefined,
      chapters: book ? [] : [{ title: '', text: '' }],
      editingChapters: book === null,
    },
    fields: FIELDS,
    // Unless they are being edited, chapters are left out: the server keeps them (and their
    // audio) as they are.
    toBody: (v) => ({
      ...(book ? { id: book.id } : {}),
      title: v.title,
      author: v.author,
      levelId: v.levelId,
      genreId: v.genreId,
      publishType: v.publishType,
      descriptionTr: v.descriptionTr,
      descriptionEn: v.descriptionEn,
      coverImagePath: v.coverImagePath || null,
      isbn: v.isbn || null,
      pages: v.pages ?? null,
      ...(v.editingChapters ? { chapters: v.chapters } : {}),
    }),
    onSaved: onClose,
  });
  const cover = useWatch({ control: form.control, name: 'coverImagePath' });
  // A new book is written with its chapters; a stored one's are read, and edited on request.
  const editingChapters = useWatch({ control: form.control, name: 'editingChapters' });
  const preview = coverPreview(cover, book?.slug);
  const ownCover = book?.coverImagePath && !book.coverImagePath.includes('/');
  const coverOptions = [
    ...(ownCover ? [{ value: book.coverImagePath!, label: t('admin.books.ownCover') }] : []),
    ...images.map((f) => ({ value: f.fileUrl, label: f.originalName ?? f.fileName })),
    ...(book?.coverImagePath?.includes('/') &&
    !images.some((f) => f.fileUrl === book.coverImagePath)
      ? [{ value: book.coverImagePath, label: book.coverImagePath }]
      : []),
  ];
  const types = book?.publishType === 'Audio' ? (['Audio'] as const) : EDITABLE_TYPES;
  return (
    <EntityFormDialog
      open
      title={book ? t('admin.books.edit') : t('admin.books.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      {book?.slug && (
        <Alert severity={book.editorOwned ? 'warning' : 'info'}>
          {book.editorOwned ? t('admin.books.takenNote') : t('admin.books.contentNote')}
        </Alert>
      )}
      <FormTextField form={form} name="title" label={t('admin.fields.title')} required />
      <FormTextField form={form} name="author" label={t('admin.books.author')} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          form={form}
          name="levelId"
          label={t('admin.books.level')}
          required
          options={BOOK_LEVEL_IDS.map((id) => ({ value: id, label: BOOK_LEVELS[id - 1]! }))}
        />
        <FormSelectField
          form={form}
          name="genreId"
          label={t('admin.books.genre')}
          required
          options={genres.map((g) => ({ value: g.id, label: g.name }))}
        />
        <FormSelectField
          form={form}
          name="publishType"
          label={t('admin.books.publishType')}
          required
          options={types.map((p) => ({ value: p, label: t(`admin.books.publishTypes.${p}`) }))}
        />
      </Stack>
      <FormTextField
        form={form}
        name="descriptionTr"
        label={t('admin.books.descriptionTr')}
        multiline
        minRows={2}
        maxRows={8}
        required
      />
      <FormTextField
        form={form}
        name="descriptionEn"
        label={t('admin.books.descriptionEn')}
        multiline
        minRows={2}
        maxRows={8}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormSelectField
          form={form}
          name="coverImagePath"
          label={t('admin.books.cover')}
          emptyLabel={t('admin.books.noCover')}
          options={coverOptions}
        />
        {preview && (
          <Box
            component="img"
            src={preview}
            alt={t('admin.books.coverPreview')}
            sx={{ width: 72, height: 108, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('admin.books.coverHelp')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField form={form} name="isbn" label={t('admin.books.isbn')} />
        <FormTextField
          form={form}
          name="pages"
          label={t('admin.books.pages')}
          type="number"
          numeric
        />
      </Stack>
      {editingChapters ? (
        <ChaptersEditor form={form} audio={book?.publishType === 'Audio'} />
      ) : (
        book && (
          <>
            <BookChapters bookId={book.id} />
            {loadingChapters === 'failed' && (
              <Alert severity="error">{t('admin.books.chapterError')}</Alert>
            )}
            <Button
              startIcon={<EditOutlined />}
              disabled={!detail.data || loadingChapters === 'loading'}
              sx={{ alignSelf: 'flex-start' }}
              onClick={async () => {
                setLoadingChapters('loading');
                try {
                  const stored = detail.data?.chapters ?? [];
                  const texts = await fetchBookChapterTexts(
                    client,
                    book.id,
                    stored.map((c) => c.orderNo),
                  );
                  form.setValue(
                    'chapters',
                    stored.map((c, i) => ({ title: c.title, text: texts[i]?.text ?? '' })),
                  );
                  form.setValue('editingChapters', true);
                  setLoadingChapters('idle');
                } catch {
                  setLoadingChapters('failed');
                }
              }}
            >
              {loadingChapters === 'loading'
                ? t('admin.books.loading')
                : t('admin.books.editChapters')}
            </Button>
          </>
        )
      )}
    </EntityFormDialog>
  );
}

/** The library's books: paged, sorted and filtered on the server; edited in a dialog. */
export function BooksPage() {
  const { t, i18n } = useTranslation();
  const genres = useBookGenreChoices(i18n.language).data ?? [];
  const [levelId, setLevelId] = useState<number | ''>('');
  const [genreId, setGenreId] = useState<number | ''>('');
  const columns = useMemo<GridColDef<AdminBook>[]>(
    () => [
      { field: 'title', headerName: t('admin.fields.title'), flex: 1, minWidth: 200 },
      { field: 'author', headerName: t('admin.books.author'), width: 160 },
      {
        field: 'level',
        headerName: t('admin.books.level'),
        width: 90,
        valueGetter: (_v, row) => row.levelCode,
      },
      {
        field: 'genre',
        headerName: t('admin.books.genre'),
        width: 160,
        valueGetter: (_v, row) => row.genreName,
      },
      {
        field: 'publishType',
        headerName: t('admin.books.publishType'),
        width: 110,
        sortable: false,
        valueGetter: (_v, row) => t(`admin.books.publishTypes.${row.publishType}`),
      },
      {
        field: 'chapterCount',
        headerName: t('admin.books.chapterCount'),
        type: 'number',
        width: 90,
        sortable: false,
      },
      { field: 'wordCount', headerName: t('admin.books.wordCount'), type: 'number', width: 110 },
      {
        field: 'source',
        headerName: t('admin.books.source'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => <SourceChip slug={row.slug} editorOwned={row.editorOwned} />,
      },
      {
        field: 'updatedDate',
        headerName: t('admin.books.updatedDate'),
        width: 130,
        valueGetter: (_v, row) => new Date(row.updatedDate).toLocaleDateString(i18n.language),
      },
    ],
    [t, i18n.language],
  );
  const filters = useMemo(
    () => ({ levelId: levelId || undefined, genreId: genreId || undefined }),
    [levelId, genreId],
  );
  return (
    <CrudPage<AdminBook>
      title={t('admin.books.title')}
      description={t('admin.books.description')}
      addLabel={t('admin.books.add')}
      resource={RESOURCE}
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'title', sort: 'asc' }}
      filters={filters}
      nameOf={(row) => row.title}
      form={(row, close) => <BookFormDialog book={row} onClose={close} />}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, maxWidth: 560 }}>
        <TextField
          select
          size="small"
          fullWidth
          label={t('admin.books.level')}
          value={levelId === '' ? '' : String(levelId)}
          onChange={(e) => setLevelId(e.target.value ? Number(e.target.value) : '')}
        >
          <MenuItem value="">{t('admin.books.allLevels')}</MenuItem>
          {BOOK_LEVEL_IDS.map((id) => (
            <MenuItem key={id} value={String(id)}>
              {BOOK_LEVELS[id - 1]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth
          label={t('admin.books.genre')}
          value={genreId === '' ? '' : String(genreId)}
          onChange={(e) => setGenreId(e.target.value ? Number(e.target.value) : '')}
        >
          <MenuItem value="">{t('admin.books.allGenres')}</MenuItem>
          {genres.map((g) => (
            <MenuItem key={g.id} value={String(g.id)}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </CrudPage>
  );
}
