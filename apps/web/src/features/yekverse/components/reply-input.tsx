import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { YekversePlayNode } from '@yek/contracts/yekverse';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Recorder } from '../../../components/recorder';

export type ReplyInputValue = { choice: number } | { text: string } | { recording: string };

interface Props {
  replies: NonNullable<YekversePlayNode['replies']>;
  busy: boolean;
  /** The typed reply, kept by the player so a reply that fit nothing can be corrected. */
  text: string;
  onTextChange: (text: string) => void;
  onReply: (reply: ReplyInputValue) => void;
  /** Where the keyboard lands when a new line brings new replies: the way the learner last used. */
  focus: 'choice' | 'text' | null;
}

/** The three ways to answer a line: choose a shown reply, type one, or say one. */
export function ReplyInput({ replies, busy, text, onTextChange, onReply, focus }: Props) {
  const { t } = useTranslation();
  const chooseId = useId();
  const speakId = useId();
  const typed = text.trim();
  const firstChoice = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus === 'choice') firstChoice.current?.focus();
    else if (focus === 'text') field.current?.focus();
    // Only on arrival: the replies of a new line replace the old ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack spacing={2.5}>
      <Box component="section" aria-labelledby={chooseId}>
        <Typography id={chooseId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('yekverse.dialogue.choose')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {replies.map((r, i) => (
            <li key={i}>
              <Button
                ref={i === 0 ? firstChoice : undefined}
                variant="outlined"
                fullWidth
                lang="en"
                disabled={busy}
                onClick={() => onReply({ choice: i })}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
              >
                {r.text}
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (typed && !busy) onReply({ text: typed });
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('yekverse.dialogue.type')}
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          size="small"
          fullWidth
          autoComplete="off"
          inputRef={field}
          slotProps={{ htmlInput: { lang: 'en', maxLength: 300, spellCheck: false } }}
        />
        <Button type="submit" variant="contained" disabled={busy || !typed}>
          {t('yekverse.dialogue.send')}
        </Button>
      </Box>
      <Box component="section" aria-labelledby={speakId}>
        <Typography id={speakId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('yekverse.dialogue.speak')}
        </Typography>
        <Recorder
          maxSeconds={20}
          busy={busy}
          hint={t('yekverse.dialogue.speakHint')}
          onRecorded={(fileName) => onReply({ recording: fileName })}
        />
      </Box>
    </Stack>
  );
}
