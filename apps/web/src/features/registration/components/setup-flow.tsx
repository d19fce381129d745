import type { RegistrationStage, UserRegistrationState } from '@yek/contracts/registration';
import type { FreePlanResult, SubscriptionPlan } from '@yek/contracts/subscription';
import type { User } from '@yek/contracts/user';
import {
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryState } from '../../../components/query-state';
import { useRegistrationState } from '../api/get-registration-state';
import { useStageResult } from '../api/get-stage-result';
import { useQuestionParam } from '../hooks/use-question-param';
import {
  flattenQuestions,
  forgetQuestionList,
  readQuestionList,
  writeQuestionList,
} from '../utils/question-list';
import { INITIAL_SETUP_STATE, resolveStartStep, setupReducer } from '../utils/setup-machine';
import { QuestionStep } from './question-step';
import { SetupProgress } from './setup-progress';
import { StageResult } from './stage-result';

/** What the package offers step gets from the flow; the page draws it (features stay apart). */
export interface OffersProps {
  /** False once the account has had its one trial: only the plans are offered. */
  offerTrial: boolean;
  isBuy: boolean;
  buyedPackage: SubscriptionPlan | null;
  onBuy: () => void;
  onChoosePackage: (plan: SubscriptionPlan) => void;
  onBack: () => void;
  onTrialStarted: (result: FreePlanResult, message: string | null) => void;
}

interface SetupFlowProps {
  renderOffers: (offers: OffersProps) => ReactNode;
  /**
   * Setup is over: with the user the trial answered with, or null when a plan bought in the app
   * completed the registration and the user has to be read again.
   */
  onFinished: (user: User | null, message: string | null) => void;
  /** The result page could not load (spec §8: the learner goes to '/'). */
  onResultUnavailable: () => void;
}

/** The setup of spec §4: the questions one by one, the result page, then the package offers. */
export function SetupFlow({ renderOffers, onFinished, onResultUnavailable }: SetupFlowProps) {
  const stateQuery = useRegistrationState();
  // Asked for at once (spec §4), so the result page is ready when the questions are done.
  const resultQuery = useStageResult();
  const [cached] = useState<RegistrationStage[] | null>(readQuestionList);
  const stages = useMemo(
    () => stateQuery.data?.userRegistrationStages ?? cached ?? [],
    [stateQuery.data, cached],
  );
  const questions = useMemo(() => flattenQuestions(stages), [stages]);
  const orderNos = useMemo(() => questions.map((q) => q.orderNo), [questions]);
  const [requested, setQuestionParam] = useQuestionParam();
  const [state, dispatch] = useReducer(setupReducer, INITIAL_SETUP_STATE);
  const { step, settings } = state;
  const finished = useRef(false);

  const finish = (user: User | null, message: string | null) => {
    if (finished.current) return;
    finished.current = true;
    forgetQuestionList();
    dispatch({ type: 'finish' });
    onFinished(user, message);
  };

  const registrationState = stateQuery.data;
  const onStateLoaded = useEffectEvent((loaded: UserRegistrationState) => {
    writeQuestionList(loaded.userRegistrationStages);
    if (loaded.registrationComplete) {
      // A plan bought in the mobile app finished the registration while this page was away.
      finish(null, null);
      return;
    }
    const loadedOrder = flattenQuestions(loaded.userRegistrationStages).map((q) => q.orderNo);
    dispatch({
      type: 'start',
      step: resolveStartStep({ requested, state: loaded, orderNos: loadedOrder }),
    });
  });
  useEffect(() => {
    if (registrationState) onStateLoaded(registrationState);
  }, [registrationState]);

  const questionOnScreen = step?.kind === 'question' ? step.orderNo : null;
  useEffect(() => {
    if (step) setQuestionParam(questionOnScreen);
  }, [step, questionOnScreen, setQuestionParam]);
  useEffect(() => {
    // Each step starts at the top, as a new page would.
    if (step) window.scrollTo({ top: 0 });
  }, [step]);

  // A failure cached from an earlier visit counts only once the fresh attempt has failed too.
  const resultFailed = step?.kind === 'result' && resultQuery.isError && !resultQuery.isFetching;
  useEffect(() => {
    if (resultFailed) onResultUnavailable();
  }, [resultFailed, onResultUnavailable]);

  if (!step) {
    return <QueryState query={stateQuery}>{() => <PageSpinner />}</QueryState>;
  }
  // The dashboard is on its way; nothing here can be used any more.
  if (settings.isSetupFinished) return <PageSpinner />;

  if (step.kind === 'offers') {
    return renderOffers({
      offerTrial: state.offerTrial,
      isBuy: settings.isBuy,
      buyedPackage: settings.buyedPackage,
      onBuy: () => dispatch({ type: 'buy' }),
      onChoosePackage: (plan) => dispatch({ type: 'choosePackage', plan }),
      onBack: () => dispatch({ type: 'back', orderNos }),
      onTrialStarted: (result, message) => finish(result.user, message),
    });
  }

  const progress = (
    <SetupProgress stages={stages} questions={questions} orderNo={questionOnScreen} />
  );

  if (step.kind === 'result') {
    return (
      <>
        {progress}
        {resultQuery.data && !resultFailed ? (
          <StageResult
            result={resultQuery.data}
            onBack={() => dispatch({ type: 'back', orderNos })}
            onContinue={() =>
              dispatch({
                type: 'showOffers',
                trialAvailable: registrationState?.trialAvailable ?? false,
              })
            }
          />
        ) : (
          <PageSpinner />
        )}
      </>
    );
  }

  const index = orderNos.indexOf(step.orderNo);
  const question = questions[index];
  return (
    <>
      {progress}
      {question ? (
        <QuestionStep
          key={question.orderNo}
          alias={question.alias}
          isLast={index === orderNos.length - 1}
          onBack={index > 0 ? () => dispatch({ type: 'back', orderNos }) : undefined}
          onAnswered={(answered) =>
            dispatch({ type: 'answered', orderNo: step.orderNo, state: answered, orderNos })
          }
        />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
