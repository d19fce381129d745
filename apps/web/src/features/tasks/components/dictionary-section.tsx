import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatDate } from '../../../lib/dates';
import { useDeleteWordMutation, useDictionary } from '../api/dictionary';
import { speak } from '../utils/part-path';

/** The profile's dictionary: saved words (key, value, created date), searchable, removable. */
export function DictionarySection() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const words = useDictionary(debounced, page);
  const remove = useDeleteWordMutation();
  const pages = words.data ? Math.ceil(words.data.totalCount / words.data.pageSize) : 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="dictionary-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="dictionary-title" variant="h6" component="h2">
          {t('tasks.dictionary.title')}
        </Typography>
        <TextField
          size="small"
          label={t('tasks.dictionary.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          type="search"
        />
        {words.isError && <Alert severity="error">{t('errors.generic')}</Alert>}
        {words.data?.items.length === 0 && (
          <Typography color="text.secondary">{t('tasks.dictionary.empty')}</Typography>
        )}
        <Stack component="ul" spacing={1.5} sx={{ pl: 0, m: 0, listStyle: 'none' }}>
          {words.data?.items.map((w) => (
            <Stack
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              component="li"
              key={w.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
            >
              <div>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {w.key}
                </Typography>
                {w.ipa && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    /{w.ipa}/
                  </Typography>
                )}
                <IconButton
                  size="small"
                  aria-label={`${t('tasks.dictionary.listen')}: ${w.key}`}
                  onClick={() => speak(w.key)}
                >
                  <VolumeUpIcon fontSize="small" />
                </IconButton>
                <Typography>{w.value}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('tasks.dictionary.date')}: {formatDate(w.createdDate, i18n.language)}
                </Typography>
              </div>
              <Button
                color="error"
                size="small"
                aria-label={`${t('tasks.dictionary.remove')}: ${w.key}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(w.id, {
                    onSuccess: () =>
                      enqueueSnackbar(t('tasks.dictionary.removed'), { variant: 'success' }),
                  })
                }
              >
                {t('tasks.dictionary.remove')}
              </Button>
            </Stack>
          ))}
        </Stack>
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} />}
      </Stack>
    </Paper>
  );
}
