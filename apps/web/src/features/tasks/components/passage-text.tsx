import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useSaveWordsMutation, useWordLookup } from '../api/dictionary';
import { sayWord } from '../utils/part-path';

/** The words of a passage: letters (café and Şehir too) joined through an apostrophe. */
const PASSAGE_WORD = /(\p{L}+(?:['’]\p{L}+)*)/u;

export interface PassageTextProps {
  /** A passage: paragraphs separated by blank lines. */
  text?: string;
  /** A transcript: each line with its speaker. */
  lines?: { name: string; text: string }[];
  /** The part the passage belongs to, when it is a task's; saved words remember it. */
  mainQuestionId?: number;
  /**
   * What a word is, as one capture group (a book's reader passes the tokenizer its audio timings
   * count by). Every word is a button with `data-word` set to its index in the whole text.
   */
  wordPattern?: RegExp;
  /** The index of a word to mark as the one being spoken. */
  highlightWord?: number | null;
  /** Told of every word the reader opens. */
  onLookup?: (word: string) => void;
  /** Text size of the passage, in px. */
  fontSize?: number;
}

/**
 * A word's meaning: its senses (separated by `; `, at most three) as a short numbered list, or one
 * line when there is one sense.
 */
export function WordSenses({ meaning }: { meaning: string }) {
  const senses = meaning
    .split(/;\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (senses.length < 2) return <Typography>{meaning}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { typography: 'body1', pl: 0.25 } }}>
      {senses.map((s, i) => (
        <li key={i}>{s}</li>
      ))}
    </Box>
  );
}

/**
 * A passage whose words can be tapped (or reached with Tab and Enter) to see their meaning and
 * pronunciation and to save them to the dictionary. The task parts and the library's reader both
 * show their texts with it.
 */
export function PassageText({
  text,
  lines,
  mainQuestionId,
  wordPattern = PASSAGE_WORD,
  highlightWord = null,
  onLookup,
  fontSize,
}: PassageTextProps) {
  const blocks = lines ?? (text ?? '').split(/\n\s*\n/).map((t) => ({ name: null, text: t }));
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [word, setWord] = useState<string | null>(null);
  const lookup = useWordLookup(word);
  const save = useSaveWordsMutation();
  const { enqueueSnackbar } = useSnackbar();

  const open = (target: HTMLElement, w: string) => {
    setAnchor(target);
    setWord(w);
    onLookup?.(w);
  };
  // Words are numbered through the whole text, paragraph after paragraph.
  let wordIndex = 0;

  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {t('tasks.part.tapHint')}
      </Typography>
      {blocks.map((block, i) => (
        <Typography
          key={i}
          sx={{
            my: lines ? 0.5 : 1.5,
            lineHeight: 1.9,
            fontSize: fontSize ? `${fontSize}px` : '1.05rem',
          }}
        >
          {block.name && <strong>{block.name}: </strong>}
          {block.text.split(wordPattern).map((piece, j) => {
            if (j % 2 === 0) return piece;
            const index = wordIndex++;
            const spoken = index === highlightWord;
            return (
              <Box
                key={j}
                component="span"
                role="button"
                tabIndex={0}
                data-word={index}
                aria-current={spoken ? 'true' : undefined}
                onClick={(e: MouseEvent<HTMLElement>) => open(e.currentTarget, piece)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    open(e.currentTarget as HTMLElement, piece);
                  }
                }}
                sx={{
                  cursor: 'pointer',
                  borderRadius: 0.5,
                  ...(spoken && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
                  '&:hover, &:focus-visible': { bgcolor: 'action.selected', outline: 'none' },
                }}
              >
                {piece}
              </Box>
            );
          })}
        </Typography>
      ))}
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack
          spacing={1}
          sx={{ p: 2, maxWidth: 'min(320px, calc(100vw - 32px))', overflowWrap: 'anywhere' }}
          role="dialog"
          aria-label={word ?? ''}
        >
          {lookup.isPending && <Typography>{word}…</Typography>}
          {lookup.isError && <Typography>{t('tasks.word.notFound')}</Typography>}
          {lookup.data && (
            <>
              <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
                <Typography variant="h6" component="p">
                  {lookup.data.headword}
                </Typography>
                <IconButton
                  aria-label={t('tasks.word.listen')}
                  onClick={() => sayWord(lookup.data.headword, lookup.data.audioUrl)}
                  size="small"
                >
                  <VolumeUpIcon fontSize="small" />
                </IconButton>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[lookup.data.ipa && `/${lookup.data.ipa}/`, lookup.data.pos]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <WordSenses meaning={lookup.data.meaning} />
              {lookup.data.example && (
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  {lookup.data.example}
                </Typography>
              )}
              <Button
                variant="contained"
                size="small"
                disabled={lookup.data.saved || save.isPending}
                onClick={() =>
                  save.mutate(
                    {
                      taskMainQuestionId: mainQuestionId,
                      words: [
                        {
                          vocabularyId: lookup.data.vocabularyId ?? undefined,
                          word: lookup.data.vocabularyId ? undefined : lookup.data.headword,
                        },
                      ],
                    },
                    {
                      onSuccess: () =>
                        enqueueSnackbar(t('tasks.word.saved'), { variant: 'success' }),
                    },
                  )
                }
              >
                {lookup.data.saved ? t('tasks.part.wordSaved') : t('tasks.part.wordSave')}
              </Button>
            </>
          )}
        </Stack>
      </Popover>
    </Box>
  );
}
