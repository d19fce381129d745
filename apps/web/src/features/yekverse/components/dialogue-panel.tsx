import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { YekverseReplyResult, YekverseRun } from '@yek/contracts/yekverse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { errorCode, errorStatus } from '../../../lib/api-error';
import { getSubtitlesHidden, setSubtitlesHidden } from '../../../lib/storage';
import { useRegisterReply } from '../api/register-reply';
import { useStartScenario } from '../api/start-scenario';
import { inLanguage } from '../utils/bilingual';
import { FocusedSection } from './focused-section';
import { PractisedWords } from './practised-words';
import { ReplyFeedback } from './reply-feedback';
import { ReplyInput, type ReplyInputValue } from './reply-input';
import { RunEnd } from './run-end';
import { Transcript, type TranscriptEntry } from './transcript';

interface Props {
  run: YekverseRun;
  onBackToTown: () => void;
}

function characterEntry(run: YekverseRun): TranscriptEntry {
  const { node } = run;
  return {
    key: `${run.runId}:${node.id}:${run.turns}`,
    who: 'character',
    text: node.line,
    audioUrl: node.audioUrl,
  };
}

/** What the learner said, as the transcript shows it: the option, their words, or what was heard. */
function learnerWords(reply: ReplyInputValue, result: YekverseReplyResult): string {
  if ('text' in reply) return reply.text;
  return result.reply?.text ?? result.heard ?? '';
}

/**
 * The player of one run: the character's lines as a conversation, the ways to reply, what the
 * server made of each reply, and the end. The run lives on the server; this keeps what was said.
 */
export function DialoguePanel({ run: startedRun, onBackToTown }: Props) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const reply = useRegisterReply();
  const restart = useStartScenario();
  const [run, setRun] = useState(startedRun);
  const [entries, setEntries] = useState<TranscriptEntry[]>(() => [characterEntry(startedRun)]);
  const [result, setResult] = useState<YekverseReplyResult | null>(null);
  const [text, setText] = useState('');
  const [hidden, setHidden] = useState(getSubtitlesHidden);
  const [lastWay, setLastWay] = useState<'choice' | 'text' | null>(null);

  const toggleSubtitles = () => {
    setSubtitlesHidden(!hidden);
    setHidden(!hidden);
  };

  const send = (value: ReplyInputValue) => {
    reply.mutate(
      { runId: run.runId, nodeId: run.node.id, ...value },
      {
        onSuccess: (res) => {
          setResult(res);
          if (res.outcome === 'nomatch') return;
          setText('');
          setLastWay('text' in value ? 'text' : 'choice');
          setRun(res.run);
          setEntries((prev) => [
            ...prev,
            {
              key: `${res.run.runId}:you:${res.run.turns}`,
              who: 'learner',
              text: learnerWords(value, res),
            },
            characterEntry(res.run),
          ]);
        },
      },
    );
  };

  const startAgain = () => {
    restart.mutate(
      { scenarioId: run.scenarioId },
      {
        onSuccess: (fresh) => {
          reply.reset();
          setRun(fresh);
          setEntries([characterEntry(fresh)]);
          setResult(null);
          setText('');
          setLastWay(null);
        },
      },
    );
  };

  const stale = reply.isError && errorStatus(reply.error) === 409;
  // A scenario updated under the run says so itself; the others moved on in another tab.
  const movedOn = stale && errorCode(reply.error) !== 'YEKVERSE_SCENARIO_CHANGED';
  const replies = run.finished ? null : run.node.replies;
  return (
    <FocusedSection
      title={inLanguage(run.title, i18n.language)}
      focusKey={run.runId}
      header={
        <>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Typography color="text.secondary">
              {t('yekverse.place.character', {
                name: run.character.name,
                role: inLanguage(run.character.role, i18n.language),
              })}
            </Typography>
            <Chip size="small" label={run.level} />
          </Stack>
          <Typography sx={{ mt: 0.5 }}>
            {t('yekverse.dialogue.goal', { goal: run.goal })}
          </Typography>
        </>
      }
    >
      <div>
        <Button size="small" onClick={toggleSubtitles} aria-pressed={hidden}>
          {hidden ? t('yekverse.dialogue.subtitlesShow') : t('yekverse.dialogue.subtitlesHide')}
        </Button>
      </div>
      <Transcript
        entries={entries}
        characterName={run.character.name}
        words={run.words}
        subtitlesHidden={hidden}
      />
      {result && <ReplyFeedback result={result} />}
      {reply.isPending && (
        <Typography role="status" color="text.secondary">
          {t('yekverse.dialogue.sending')}
        </Typography>
      )}
      {reply.isError && (
        <Alert
          severity={stale ? 'warning' : 'error'}
          role="alert"
          action={
            stale ? (
              <Button
                color="inherit"
                size="small"
                onClick={startAgain}
                disabled={restart.isPending}
              >
                {t('yekverse.dialogue.restart')}
              </Button>
            ) : undefined
          }
        >
          {errorMessage(reply.error)}
          {movedOn && <Typography variant="body2">{t('yekverse.dialogue.stale')}</Typography>}
        </Alert>
      )}
      {restart.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(restart.error)}
        </Alert>
      )}
      {run.node.end ? (
        <RunEnd
          end={run.node.end}
          busy={restart.isPending}
          onPlayAgain={startAgain}
          onBackToTown={onBackToTown}
        />
      ) : (
        replies && (
          <ReplyInput
            key={run.node.id}
            replies={replies}
            busy={reply.isPending || restart.isPending}
            text={text}
            onTextChange={setText}
            onReply={send}
            focus={lastWay}
          />
        )
      )}
      <PractisedWords words={run.words} title={t('yekverse.words.inRun')} headingLevel="h3" />
      {!run.node.end && (
        <div>
          <Button onClick={onBackToTown}>{t('yekverse.dialogue.backToTown')}</Button>
        </div>
      )}
    </FocusedSection>
  );
}
