import type { RegistrationStage } from '@yek/contracts/registration';
import { clearQuestionList, getQuestionList, setQuestionList } from '../../../lib/storage';

/** One question of the walk, in order, with the stage it belongs to. */
export interface ListedQuestion {
  orderNo: number;
  alias: string;
  stageId: number;
  isAnswered: boolean;
}

/**
 * The stages and their questions, kept in session storage for the tab (spec §4, §9): a reload
 * draws the progress and picks the right question at once, before the server answers again.
 */
export function readQuestionList(): RegistrationStage[] | null {
  const list = getQuestionList<unknown>();
  return Array.isArray(list) ? (list as RegistrationStage[]) : null;
}

export function writeQuestionList(stages: RegistrationStage[]): void {
  setQuestionList(stages);
}

/** Setup is over: the list has no further use. */
export function forgetQuestionList(): void {
  clearQuestionList();
}

export function flattenQuestions(stages: readonly RegistrationStage[]): ListedQuestion[] {
  return [...stages]
    .sort((a, b) => a.orderNo - b.orderNo)
    .flatMap((stage) =>
      [...stage.questions]
        .sort((a, b) => a.orderNo - b.orderNo)
        .map((q) => ({
          orderNo: q.orderNo,
          alias: q.alias,
          stageId: stage.id,
          isAnswered: q.isAnswered,
        })),
    );
}
