import type { RegistrationStage } from '@yek/contracts/registration';
import { STORAGE_KEYS } from '@yek/contracts/storage-keys';
import { describe, expect, it } from 'vitest';
import {
  flattenQuestions,
  forgetQuestionList,
  readQuestionList,
  writeQuestionList,
} from './question-list';
import { STAGES } from '../../../test/setup-data';

describe('the question list in session storage', () => {
  it('is kept for the tab under the spec key and forgotten when setup finishes', () => {
    expect(readQuestionList()).toBeNull();
    writeQuestionList(STAGES);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.questionList)!)).toEqual(STAGES);
    expect(readQuestionList()).toEqual(STAGES);
    forgetQuestionList();
    expect(sessionStorage.getItem(STORAGE_KEYS.questionList)).toBeNull();
  });

  it('ignores what is not a list', () => {
    sessionStorage.setItem(STORAGE_KEYS.questionList, '{"not":"a list"}');
    expect(readQuestionList()).toBeNull();
  });

  it('puts the questions in stage order, then question order', () => {
    const shuffled: RegistrationStage[] = [STAGES[1]!, STAGES[0]!];
    expect(flattenQuestions(shuffled).map((q) => [q.orderNo, q.alias, q.stageId])).toEqual([
      [1, 'birthday', 1],
      [2, 'student', 1],
      [3, 'education', 2],
      [4, 'job', 2],
    ]);
  });
});
