import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import type { DictionaryWord } from '@yek/contracts/usertask';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { formatDate } from '../../../lib/dates';
import { useDeleteWordMutation, useDictionary } from '../api/dictionary';
import { speak } from '../utils/part-path';
import { SectionLoadError } from './section-load-error';

interface DictionarySectionProps {
  /** Beside each word: its review state (the review feature's), given the page's words. */
  wordExtra?: (word: string, pageWords: string[]) => ReactNode;
  /** Under the list: what can be done with the page's words (review them, export). */
  actions?: (pageWords: string[]) => ReactNode;
}

/** The profile's dictionary: saved words (key, value, created date), searchable, removable. */
export function DictionarySection({ wordExtra, actions }: DictionarySectionProps = {}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [toRemove, setToRemove] = useState<DictionaryWord | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const words = useDictionary(debounced, page);
  const pages = words.data ? Math.ceil(words.data.totalCount / words.data.pageSize) : 0;
  const pageWords = (words.data?.items ?? []).map((w) => w.key.toLowerCase());

  return (
    <Paper component="section" aria-labelledby="dictionary-title" sx={{ p: { xs: 2.5, md: 3 } }}>
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
        {words.isError && <SectionLoadError error={words.error} />}
        {words.data?.items.length === 0 && (
          <Typography color="text.secondary" role="status">
            {debounced
              ? t('tasks.dictionary.noMatch', { search: debounced })
              : t('tasks.dictionary.empty')}
          </Typography>
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
                {wordExtra?.(w.key.toLowerCase(), pageWords)}
              </div>
              <Button
                color="error"
                size="small"
                aria-label={`${t('tasks.dictionary.remove')}: ${w.key}`}
                onClick={() => setToRemove(w)}
              >
                {t('tasks.dictionary.remove')}
              </Button>
            </Stack>
          ))}
        </Stack>
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} />}
        {pageWords.length > 0 && actions?.(pageWords)}
      </Stack>
      <RemoveWordDialog word={toRemove} onClose={() => setToRemove(null)} />
    </Paper>
  );
}

/** Asks before a saved word is removed; the server's refusal stays in the dialog. */
function RemoveWordDialog({ word, onClose }: { word: DictionaryWord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorMessage = useErrorMessage();
  const remove = useDeleteWordMutation();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={word !== null} onClose={close} aria-labelledby="remove-word-title">
      <DialogTitle id="remove-word-title">{t('tasks.dictionary.removeTitle')}</DialogTitle>
      <DialogContent>
        <FormAlert message={remove.isError ? errorMessage(remove.error) : null} />
        <DialogContentText>
          {t('tasks.dictionary.removeText', { word: word?.key ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {t('tasks.dictionary.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() => {
            if (!word) return;
            remove.mutate(word.id, {
              onSuccess: () => {
                enqueueSnackbar(t('tasks.dictionary.removed'), { variant: 'success' });
                close();
              },
            });
          }}
        >
          {t('tasks.dictionary.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
