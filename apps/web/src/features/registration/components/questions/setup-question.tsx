import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { UserRegistrationState } from '@yek/contracts/registration';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import { QuestionFrame } from '../question-frame';
import type { QuestionProps } from './question-props';

interface QuestionText {
  title: string;
  description: string;
}

export interface AnswerFieldProps<Q, D> {
  question: Q;
  draft: D;
  onChange: (draft: D) => void;
  /** What the last try to go on found wrong; cleared as soon as the draft changes. */
  problem: string | null;
  /** The learner has tried to go on at least once, for controls that point at gaps as they go. */
  tried: boolean;
}

/** What sets one question apart; loading, checking, saving and the frame are the same for all. */
export interface QuestionDefinition<Q extends QuestionText, D, A> {
  useQuestion: () => UseQueryResult<Q>;
  useSave: () => UseMutationResult<UserRegistrationState, Error, A>;
  /** The control's first value, from the answer given before if there is one. */
  initialDraft: (question: Q) => D;
  /** The answer to send, or why there is none yet. */
  check: (draft: D, question: Q) => { answer: NoInfer<A> } | { problem: string };
  /** Text key shown above the control for a problem; without it the control shows the problem. */
  problemHint?: string;
  Field: ComponentType<AnswerFieldProps<Q, D>>;
}

interface SetupQuestionProps<Q extends QuestionText, D, A> extends QuestionProps {
  definition: QuestionDefinition<Q, D, A>;
}

/** One question of the questionnaire: loaded, answered, checked here, then saved. */
export function SetupQuestion<Q extends QuestionText, D, A>({
  definition,
  ...props
}: SetupQuestionProps<Q, D, A>) {
  const query = definition.useQuestion();
  return (
    <QueryState query={query}>
      {(question) => <AnswerForm definition={definition} question={question} {...props} />}
    </QueryState>
  );
}

function AnswerForm<Q extends QuestionText, D, A>({
  definition: { useSave, initialDraft, check, problemHint, Field },
  question,
  onAnswered,
  ...navigation
}: SetupQuestionProps<Q, D, A> & { question: Q }) {
  const { t } = useTranslation();
  const save = useSave();
  const [draft, setDraft] = useState(() => initialDraft(question));
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    const result = check(draft, question);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    save.mutate(result.answer, { onSuccess: (state) => onAnswered(state) });
  };

  return (
    <QuestionFrame
      title={question.title}
      description={question.description}
      error={save.error}
      hint={problem && problemHint ? t(problemHint) : null}
      submitting={save.isPending}
      onSubmit={submit}
      {...navigation}
    >
      <Field
        question={question}
        draft={draft}
        problem={problem}
        tried={tried}
        onChange={(next) => {
          setDraft(next);
          setProblem(null);
        }}
      />
    </QuestionFrame>
  );
}

/** Binds a definition into the component the questionnaire shows for its alias. */
export function setupQuestion<Q extends QuestionText, D, A>(
  definition: QuestionDefinition<Q, D, A>,
): ComponentType<QuestionProps> {
  return function BoundSetupQuestion(props: QuestionProps) {
    return <SetupQuestion definition={definition} {...props} />;
  };
}
