import type { UserRegistrationState } from '@yek/contracts/registration';
import type { SubscriptionPlan } from '@yek/contracts/subscription';

/** The setup settings state of spec §3. */
export interface SetupSettings {
  /** A trial or a plan runs: setup is over and the dashboard opens. */
  isSetupFinished: boolean;
  /** The package offers show: the free trial, or the plans. */
  isPackageOffers: boolean;
  /** The learner chose to buy: the plans show instead of the trial offer. */
  isBuy: boolean;
  /** The plan the learner picked, to buy in the mobile app. */
  buyedPackage: SubscriptionPlan | null;
}

export type SetupStep =
  { kind: 'question'; orderNo: number } | { kind: 'result' } | { kind: 'offers' };

export interface SetupState {
  /** Null until the learner's place in the questionnaire is known. */
  step: SetupStep | null;
  /** Whether the offers include the free trial; an account has one trial, ever. */
  offerTrial: boolean;
  settings: SetupSettings;
}

export type SetupAction =
  | { type: 'start'; step: SetupStep }
  | { type: 'goTo'; step: SetupStep }
  | { type: 'answered'; orderNo: number; state: AnswerState; orderNos: readonly number[] }
  | { type: 'back'; orderNos: readonly number[] }
  | { type: 'showOffers'; trialAvailable: boolean }
  | { type: 'buy' }
  | { type: 'choosePackage'; plan: SubscriptionPlan }
  | { type: 'finish' };

type AnswerState = Pick<UserRegistrationState, 'questionId' | 'answersComplete'>;

const NO_SETTINGS: SetupSettings = {
  isSetupFinished: false,
  isPackageOffers: false,
  isBuy: false,
  buyedPackage: null,
};

export const INITIAL_SETUP_STATE: SetupState = {
  step: null,
  offerTrial: false,
  settings: NO_SETTINGS,
};

/** `?question=3` names a question by its order number; anything else names none. */
export function parseQuestionParam(value: string | null): number | null {
  return value && /^\d{1,3}$/.test(value) ? Number(value) : null;
}

export interface StartInput {
  /** A specific question asked for by order number (the address), if any. */
  requested: number | null;
  state: AnswerState;
  orderNos: readonly number[];
}

/**
 * Where setup opens (spec §4): the question asked for; else the learner's current question (the
 * first one unanswered); else, with every answer given, the result; else the first question.
 */
export function resolveStartStep({ requested, state, orderNos }: StartInput): SetupStep {
  if (requested !== null && orderNos.includes(requested)) {
    return { kind: 'question', orderNo: requested };
  }
  if (state.questionId !== null && orderNos.includes(state.questionId)) {
    return { kind: 'question', orderNo: state.questionId };
  }
  if (state.answersComplete) return { kind: 'result' };
  return { kind: 'question', orderNo: orderNos[0] ?? 1 };
}

/** After an answer: the next question; after the last, the result, or a question still open. */
export function stepAfterAnswer(
  orderNo: number,
  state: AnswerState,
  orderNos: readonly number[],
): SetupStep {
  const index = orderNos.indexOf(orderNo);
  const next = index >= 0 ? orderNos[index + 1] : undefined;
  if (next !== undefined) return { kind: 'question', orderNo: next };
  if (!state.answersComplete && state.questionId !== null && orderNos.includes(state.questionId)) {
    return { kind: 'question', orderNo: state.questionId };
  }
  return { kind: 'result' };
}

function back(state: SetupState, orderNos: readonly number[]): SetupState {
  const { step, settings } = state;
  if (!step) return state;
  switch (step.kind) {
    case 'question': {
      const previous = orderNos[orderNos.indexOf(step.orderNo) - 1];
      return previous === undefined
        ? state
        : { ...state, step: { kind: 'question', orderNo: previous } };
    }
    case 'result': {
      const last = orderNos.at(-1);
      return last === undefined ? state : { ...state, step: { kind: 'question', orderNo: last } };
    }
    case 'offers':
      if (settings.buyedPackage) return { ...state, settings: { ...settings, buyedPackage: null } };
      if (settings.isBuy && state.offerTrial) {
        return { ...state, settings: { ...settings, isBuy: false } };
      }
      return { ...state, step: { kind: 'result' }, settings: NO_SETTINGS };
  }
}

export function setupReducer(state: SetupState, action: SetupAction): SetupState {
  switch (action.type) {
    case 'start':
      return state.step ? state : { ...state, step: action.step };
    case 'goTo':
      return { ...state, step: action.step };
    case 'answered':
      return { ...state, step: stepAfterAnswer(action.orderNo, action.state, action.orderNos) };
    case 'back':
      return back(state, action.orderNos);
    case 'showOffers':
      // Without a trial to offer, the plans are the offer.
      return {
        ...state,
        step: { kind: 'offers' },
        offerTrial: action.trialAvailable,
        settings: { ...NO_SETTINGS, isPackageOffers: true, isBuy: !action.trialAvailable },
      };
    case 'buy':
      return { ...state, settings: { ...state.settings, isBuy: true } };
    case 'choosePackage':
      return { ...state, settings: { ...state.settings, isBuy: true, buyedPackage: action.plan } };
    case 'finish':
      return { ...state, settings: { ...state.settings, isSetupFinished: true } };
  }
}
