import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { UserRegistrationState } from '@yek/contracts/registration';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChoiceCards, type Choice } from '../choice-cards';
import type { AnswerFieldProps, QuestionDefinition } from './setup-question';

interface ChoiceQuestionOptions<Q extends { title: string; description: string }, A> {
  useQuestion: () => UseQueryResult<Q>;
  useSave: () => UseMutationResult<UserRegistrationState, Error, A>;
  /** The radio group's name, as the field is called on the server. */
  name: string;
  columns?: 1 | 2;
  /** The answer given before, as a choice's value, or null. */
  chosen: (question: Q) => string | null;
  choices: (question: Q, t: TFunction) => Choice[];
  toAnswer: (value: string) => A;
}

/** A question answered by picking one card out of a few. */
export function choiceQuestion<Q extends { title: string; description: string }, A>({
  useQuestion,
  useSave,
  name,
  columns,
  chosen,
  choices,
  toAnswer,
}: ChoiceQuestionOptions<Q, A>): QuestionDefinition<Q, string | null, A> {
  function ChoiceField({ question, draft, onChange }: AnswerFieldProps<Q, string | null>) {
    const { t } = useTranslation();
    return (
      <ChoiceCards
        label={question.title}
        name={name}
        columns={columns}
        value={draft}
        onChange={onChange}
        choices={choices(question, t)}
      />
    );
  }
  return {
    useQuestion,
    useSave,
    initialDraft: chosen,
    check: (draft) => (draft === null ? { problem: 'missing' } : { answer: toAnswer(draft) }),
    problemHint: 'setup.chooseOne',
    Field: ChoiceField,
  };
}
