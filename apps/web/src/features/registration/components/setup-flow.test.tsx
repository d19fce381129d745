import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@yek/contracts/storage-keys';
import type { UserRegistrationState } from '@yek/contracts/registration';
import type { FreePlanResult } from '@yek/contracts/subscription';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok, type MockReply } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import {
  INTEREST_QUESTION,
  PURPOSE_QUESTION,
  EDUCATION_QUESTION,
  JOB_QUESTION,
  STAGE_RESULT,
  makeState,
} from '../../../test/setup-data';
import { SetupFlow, type OffersProps } from './setup-flow';

interface Options {
  state: UserRegistrationState;
  path?: string;
  result?: () => MockReply;
  answer?: UserRegistrationState;
}

function renderSetup({ state, path = '/setup', result = () => ok(STAGE_RESULT), answer }: Options) {
  const calls = mockApi((config) => {
    switch (config.url) {
      case 'userregistration/getuserregistrationmainstate':
        return ok(state);
      case 'registrationresult/getuserregistrationstageresult':
        return result();
      case 'jobquestion/getuserjobquestion':
        return ok(JOB_QUESTION);
      case 'educationquestion/getusereducationquestion':
        return ok(EDUCATION_QUESTION);
      case 'englishlearningpurposequestion/getuserenglishlearningpurposequestion':
        return ok(PURPOSE_QUESTION);
      case 'interestquestion/getuserinterestquestion':
        return ok({ ...INTEREST_QUESTION, userInterestIds: [316] });
      case 'interestquestion/registerinterestuseranswer':
        return ok(answer ?? state);
      default:
        return fail(404, null);
    }
  });
  const onFinished = vi.fn();
  const onResultUnavailable = vi.fn();
  let offers: OffersProps | null = null;
  const view = renderRoutes(
    [
      {
        path: '/setup',
        element: (
          <SetupFlow
            onFinished={onFinished}
            onResultUnavailable={onResultUnavailable}
            renderOffers={(props) => {
              offers = props;
              return <h2>Paket teklifleri</h2>;
            }}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...view, calls, onFinished, onResultUnavailable, offers: () => offers! };
}

const storedList = () => JSON.parse(sessionStorage.getItem(STORAGE_KEYS.questionList) ?? 'null');

describe('SetupFlow', () => {
  it("resumes at the learner's current question and keeps the question list for the tab", async () => {
    const state = makeState([1, 2]);
    const { router } = renderSetup({ state });
    expect(await screen.findByRole('heading', { name: 'Eğitimin hangi alanda?' })).toBeVisible();
    expect(router.state.location.search).toBe('?question=3');
    expect(storedList()).toEqual(state.userRegistrationStages);

    const steps = screen.getByRole('navigation', { name: 'Kurulum adımları' });
    expect(within(steps).getByText('Eğitim ve meslek')).toBeVisible();
    expect(screen.getByText('Soru 3 / 6')).toBeVisible();
  });

  it('opens the question named in the address', async () => {
    const { router } = renderSetup({ state: makeState([1, 2]), path: '/setup?question=5' });
    expect(
      await screen.findByRole('heading', { name: 'İngilizceyi neden öğrenmek istiyorsun?' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?question=5');

    await userEvent.click(screen.getByRole('button', { name: 'Geri' }));
    expect(await screen.findByRole('heading', { name: 'Mesleğin nedir?' })).toBeVisible();
    expect(router.state.location.search).toBe('?question=4');
  });

  it('goes from the last answer to the result page, then to the offers', async () => {
    const answered = makeState([1, 2, 3, 4, 5, 6], { trialAvailable: true });
    const { router, offers } = renderSetup({
      state: makeState([1, 2, 3, 4, 5]),
      answer: answered,
    });
    await screen.findByRole('heading', { name: 'Nelerle ilgileniyorsun?' });
    await userEvent.click(screen.getByRole('button', { name: 'Sonuçları gör' }));

    expect(await screen.findByRole('heading', { name: 'Sonuçların hazır' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Size günde 20 dakika çalışmanızı öneriyoruz.')).toBeVisible();
    expect(screen.getByText('Günde 20 dakika')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Odaklanacağın beceriler' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Konuşma', 'Yazma']);
    // Stage texts in stage order.
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Tam zamanında başlıyorsun', 'Kariyerin için İngilizce']);

    await userEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByRole('heading', { name: 'Paket teklifleri' })).toBeVisible();
    expect(offers()).toMatchObject({ offerTrial: true, isBuy: false, buyedPackage: null });
  });

  it('opens the result page when every answer is given, and offers only plans without a trial', async () => {
    const { offers } = renderSetup({
      state: makeState([1, 2, 3, 4, 5, 6], { trialAvailable: false }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Devam et' }));
    await screen.findByRole('heading', { name: 'Paket teklifleri' });
    expect(offers()).toMatchObject({ offerTrial: false, isBuy: true });
  });

  it("sends the learner to '/' when the result page cannot load (spec §8)", async () => {
    const { onResultUnavailable } = renderSetup({
      state: makeState([1, 2, 3, 4, 5, 6]),
      result: () => fail(500, null),
    });
    await vi.waitFor(() => expect(onResultUnavailable).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Sonuçların hazır' })).not.toBeInTheDocument();
  });

  it('forgets the question list and hands over the user once the trial has started', async () => {
    const { offers, onFinished } = renderSetup({ state: makeState([1, 2, 3, 4, 5, 6]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Devam et' }));
    await screen.findByRole('heading', { name: 'Paket teklifleri' });
    expect(storedList()).not.toBeNull();

    const user = makeUser({ registrationComplete: true, subscriptionStatus: 'Trial' });
    offers().onTrialStarted({ user } as FreePlanResult, '7 günlük deneme başladı.');
    expect(onFinished).toHaveBeenCalledWith(user, '7 günlük deneme başladı.');
    expect(storedList()).toBeNull();
  });

  it('finishes at once when a plan bought in the app has completed the registration', async () => {
    const { onFinished } = renderSetup({
      state: makeState([1, 2, 3, 4, 5, 6], { registrationComplete: true }),
    });
    await vi.waitFor(() => expect(onFinished).toHaveBeenCalledWith(null, null));
    expect(storedList()).toBeNull();
  });
});
