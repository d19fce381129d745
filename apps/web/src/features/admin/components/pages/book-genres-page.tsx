import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminGenre, BookGenreBody } from '@yek/contracts/book';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEntityForm } from '../../hooks/use-entity-form';
import { localizedPair, requiredText } from '../../utils/localized-form';
import { CrudPage } from '../crud-page';
import { EntityFormDialog } from '../entity-form-dialog';
import { LocalizedTextFields } from '../localized-text-fields';

const RESOURCE = 'bookgenre';
const SORTABLE = ['orderNo', 'nameTr', 'nameEn', 'bookCount', 'id'] as const;

const GenreFormSchema = z.object({
  names: localizedPair({ name: requiredText(80) }, { name: requiredText(80) }),
});
type GenreForm = z.infer<typeof GenreFormSchema>;
const FIELDS = ['names.0.name', 'names.1.name'] as const;

/** The server names the body's fields nameTr and nameEn; the form shows them as the two texts. */
const SERVER_FIELDS: Record<string, (typeof FIELDS)[number]> = {
  nameTr: 'names.0.name',
  nameEn: 'names.1.name',
};

export function GenreFormDialog({
  genre,
  onClose,
}: {
  genre: AdminGenre | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, formError, saving } = useEntityForm<GenreForm, BookGenreBody>({
    resource: RESOURCE,
    schema: GenreFormSchema,
    values: { names: [{ name: genre?.nameTr ?? '' }, { name: genre?.nameEn ?? '' }] },
    fields: FIELDS,
    fieldAliases: SERVER_FIELDS,
    toBody: (v) => ({
      ...(genre ? { id: genre.id } : {}),
      nameTr: v.names[0].name,
      nameEn: v.names[1].name,
    }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      open
      title={genre ? t('admin.bookGenres.edit') : t('admin.bookGenres.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <LocalizedTextFields
        form={form}
        name="names"
        title={{ key: 'name', label: t('admin.bookGenres.name') }}
        englishRequired
      />
    </EntityFormDialog>
  );
}

/** The library's genres: loaded from the content files or added here, named in both languages. */
export function BookGenresPage() {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<AdminGenre>[]>(
    () => [
      { field: 'orderNo', headerName: t('admin.fields.orderNo'), type: 'number', width: 80 },
      {
        field: 'nameTr',
        headerName: t('admin.bookGenres.nameTr'),
        flex: 1,
        minWidth: 180,
      },
      {
        field: 'nameEn',
        headerName: t('admin.bookGenres.nameEn'),
        flex: 1,
        minWidth: 180,
      },
      {
        field: 'bookCount',
        headerName: t('admin.bookGenres.bookCount'),
        type: 'number',
        width: 110,
      },
      {
        field: 'source',
        headerName: t('admin.books.source'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => <SourceChip slug={row.slug} editorOwned={row.editorOwned} />,
      },
    ],
    [t],
  );
  return (
    <CrudPage<AdminGenre>
      title={t('admin.bookGenres.title')}
      description={t('admin.bookGenres.description')}
      addLabel={t('admin.bookGenres.add')}
      resource={RESOURCE}
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'orderNo', sort: 'asc' }}
      nameOf={(row) => (i18n.language === 'en' ? row.nameEn : row.nameTr)}
      form={(row, close) => <GenreFormDialog genre={row} onClose={close} />}
    />
  );
}

/** Where a row comes from: the content files (untouched or taken over by an editor) or an editor. */
export function SourceChip({ slug, editorOwned }: { slug: string | null; editorOwned: boolean }) {
  const { t } = useTranslation();
  if (!slug) return <Chip size="small" label={t('admin.books.sources.editor')} />;
  return editorOwned ? (
    <Chip size="small" color="warning" variant="outlined" label={t('admin.books.sources.taken')} />
  ) : (
    <Chip size="small" color="info" variant="outlined" label={t('admin.books.sources.content')} />
  );
}
