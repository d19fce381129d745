import type { SubscriptionPlan } from '@yek/contracts/subscription';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_SETUP_STATE,
  parseQuestionParam,
  resolveStartStep,
  setupReducer,
  stepAfterAnswer,
  type SetupAction,
  type SetupState,
} from './setup-machine';

const ORDER = [1, 2, 3, 4, 5, 6];
const open = (questionId: number | null) => ({
  questionId,
  answersComplete: questionId === null,
});
const plan = { id: 3, name: 'Yıllık Premium' } as SubscriptionPlan;

function run(...actions: SetupAction[]): SetupState {
  return actions.reduce(setupReducer, INITIAL_SETUP_STATE);
}

describe('where setup opens (spec §4)', () => {
  it('opens the question asked for by order number', () => {
    expect(resolveStartStep({ requested: 5, state: open(2), orderNos: ORDER })).toEqual({
      kind: 'question',
      orderNo: 5,
    });
  });

  it("otherwise resumes at the learner's current question", () => {
    expect(resolveStartStep({ requested: null, state: open(4), orderNos: ORDER })).toEqual({
      kind: 'question',
      orderNo: 4,
    });
    // A question number that does not exist is no request.
    expect(resolveStartStep({ requested: 9, state: open(3), orderNos: ORDER })).toEqual({
      kind: 'question',
      orderNo: 3,
    });
  });

  it('opens the result page once every question is answered', () => {
    expect(resolveStartStep({ requested: null, state: open(null), orderNos: ORDER })).toEqual({
      kind: 'result',
    });
  });

  it('starts at the first question when nothing says otherwise', () => {
    expect(
      resolveStartStep({
        requested: null,
        state: { questionId: null, answersComplete: false },
        orderNos: ORDER,
      }),
    ).toEqual({ kind: 'question', orderNo: 1 });
  });

  it('reads the question number from the address', () => {
    expect(parseQuestionParam('3')).toBe(3);
    for (const value of [null, '', 'abc', '-1', '2.5', '99999']) {
      expect(parseQuestionParam(value), String(value)).toBeNull();
    }
  });

  it('keeps its first place when the state is read again', () => {
    const state = run(
      { type: 'start', step: { kind: 'question', orderNo: 2 } },
      { type: 'start', step: { kind: 'question', orderNo: 5 } },
    );
    expect(state.step).toEqual({ kind: 'question', orderNo: 2 });
  });
});

describe('moving through the questions', () => {
  it('goes on to the next question after an answer, even one answered before', () => {
    expect(stepAfterAnswer(2, open(5), ORDER)).toEqual({ kind: 'question', orderNo: 3 });
  });

  it('goes to the result after the last answer when every question is answered', () => {
    expect(stepAfterAnswer(6, open(null), ORDER)).toEqual({ kind: 'result' });
  });

  it('goes back to a question still open after the last answer', () => {
    expect(stepAfterAnswer(6, open(3), ORDER)).toEqual({ kind: 'question', orderNo: 3 });
  });

  it('steps back one question, never before the first, and from the result to the last', () => {
    const at = (orderNo: number) => run({ type: 'start', step: { kind: 'question', orderNo } });
    expect(setupReducer(at(3), { type: 'back', orderNos: ORDER }).step).toEqual({
      kind: 'question',
      orderNo: 2,
    });
    expect(setupReducer(at(1), { type: 'back', orderNos: ORDER }).step).toEqual({
      kind: 'question',
      orderNo: 1,
    });
    const result = run({ type: 'start', step: { kind: 'result' } });
    expect(setupReducer(result, { type: 'back', orderNos: ORDER }).step).toEqual({
      kind: 'question',
      orderNo: 6,
    });
  });
});

describe('setup settings state (spec §3)', () => {
  const atResult: SetupAction = { type: 'start', step: { kind: 'result' } };

  it('starts with nothing offered, bought or finished', () => {
    expect(INITIAL_SETUP_STATE.settings).toEqual({
      isSetupFinished: false,
      isPackageOffers: false,
      isBuy: false,
      buyedPackage: null,
    });
  });

  it('offers the trial and the plans after the result', () => {
    const state = run(atResult, { type: 'showOffers', trialAvailable: true });
    expect(state.step).toEqual({ kind: 'offers' });
    expect(state.offerTrial).toBe(true);
    expect(state.settings).toMatchObject({ isPackageOffers: true, isBuy: false });
  });

  it('offers only the plans to an account that has had its trial', () => {
    const state = run(atResult, { type: 'showOffers', trialAvailable: false });
    expect(state.offerTrial).toBe(false);
    expect(state.settings).toMatchObject({ isPackageOffers: true, isBuy: true });
  });

  it('records the plan chosen to buy, and steps back out of it one level at a time', () => {
    let state = run(
      atResult,
      { type: 'showOffers', trialAvailable: true },
      { type: 'buy' },
      { type: 'choosePackage', plan },
    );
    expect(state.settings).toMatchObject({ isBuy: true, buyedPackage: plan });
    state = setupReducer(state, { type: 'back', orderNos: ORDER });
    expect(state.settings).toMatchObject({ isBuy: true, buyedPackage: null });
    state = setupReducer(state, { type: 'back', orderNos: ORDER });
    expect(state.settings).toMatchObject({ isBuy: false, isPackageOffers: true });
    state = setupReducer(state, { type: 'back', orderNos: ORDER });
    expect(state.step).toEqual({ kind: 'result' });
    expect(state.settings.isPackageOffers).toBe(false);
  });

  it('goes from the plans straight back to the result when there is no trial to go back to', () => {
    const state = run(
      atResult,
      { type: 'showOffers', trialAvailable: false },
      {
        type: 'back',
        orderNos: ORDER,
      },
    );
    expect(state.step).toEqual({ kind: 'result' });
  });

  it('finishes', () => {
    expect(run(atResult, { type: 'finish' }).settings.isSetupFinished).toBe(true);
  });
});
