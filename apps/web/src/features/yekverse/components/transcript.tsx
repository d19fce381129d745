import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { YekverseWord } from '@yek/contracts/yekverse';
import { useTranslation } from 'react-i18next';
import { CharacterAudio } from './character-audio';
import { LineText } from './line-text';

export interface TranscriptEntry {
  key: string;
  who: 'character' | 'learner';
  text: string;
  audioUrl?: string | null;
}

interface Props {
  entries: TranscriptEntry[];
  characterName: string;
  words: readonly YekverseWord[];
  subtitlesHidden: boolean;
}

/**
 * The conversation so far, newest last. It is a log, so a screen reader reads each new line as it
 * arrives; with the subtitles hidden the character's lines are only heard, and the newest keeps
 * its "listen again".
 */
export function Transcript({ entries, characterName, words, subtitlesHidden }: Props) {
  const { t } = useTranslation();
  const lastCharacter = entries.findLastIndex((e) => e.who === 'character');
  // The log is a wrapper: a role on the list itself would take away its items' list semantics.
  return (
    <Box role="log" aria-label={t('yekverse.dialogue.transcript')}>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((e, i) => {
          const mine = e.who === 'learner';
          return (
            <Box
              component="li"
              key={e.key}
              sx={{
                alignSelf: mine ? 'flex-end' : 'flex-start',
                maxWidth: '85%',
                bgcolor: mine ? 'primary.main' : 'background.default',
                color: mine ? 'primary.contrastText' : 'text.primary',
                border: 1,
                borderColor: mine ? 'primary.main' : 'divider',
                borderRadius: 2,
                px: 1.5,
                py: 1,
              }}
            >
              <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
                {mine ? t('yekverse.dialogue.you') : characterName}
              </Typography>
              {mine ? (
                <Typography lang="en">{e.text}</Typography>
              ) : subtitlesHidden ? (
                <Typography sx={{ fontStyle: 'italic' }} color="text.secondary">
                  {t('yekverse.dialogue.subtitlesHidden')}
                </Typography>
              ) : (
                <Typography lang="en" sx={{ fontSize: '1.125rem' }}>
                  <LineText line={e.text} words={words} />
                </Typography>
              )}
              {i === lastCharacter && e.audioUrl && (
                <Box sx={{ mt: 1 }}>
                  <CharacterAudio src={e.audioUrl} />
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
