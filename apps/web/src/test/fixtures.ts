import type { ReviewCard } from '@yek/contracts/review';
import type { AuthUser, User } from '@yek/contracts/user';
import type { UserTaskPart } from '@yek/contracts/usertask';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@example.com',
    phoneNumber: '905551112233',
    profileImagePath: null,
    languageId: 1,
    languageName: 'tr-TR',
    gender: 'Female',
    birthday: null,
    emailNotification: false,
    smsNotification: false,
    twoFactorEnabled: false,
    city: { id: 34, name: 'İstanbul' },
    town: null,
    role: 'learner',
    accountVerified: true,
    emailVerified: true,
    phoneNumberVerified: false,
    registrationComplete: true,
    subscriptionStatus: 'Trial',
    createdAt: '2026-01-05T09:00:00.000Z',
    pendingContracts: [],
    ...overrides,
  };
}

export function makeAuthUser(overrides: Partial<User> = {}): AuthUser {
  return {
    ...makeUser(overrides),
    tokenDto: {
      accessToken: 'access-1',
      accessTokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
      refreshToken: 'refresh-1',
    },
  };
}

/** A finished reading part with a score (null: nothing scored) after its answered items. */
export function makeScoredPart(score: number | null, answeredCount: number): UserTaskPart {
  return {
    mainQuestionId: 1,
    orderNo: 1,
    skillId: 1,
    kind: 'reading',
    questionCount: answeredCount,
    answeredCount,
    correctCount: 0,
    score,
    completed: true,
  };
}

/** A review card of a programme word, new unless `over` says otherwise. */
export const reviewCard = (
  id: number,
  word: string,
  meaningTr: string,
  over: Partial<ReviewCard> = {},
): ReviewCard => ({
  id,
  word,
  meaningTr,
  pos: 'noun',
  ipa: '',
  exampleEn: null,
  exampleTr: null,
  source: 'lesson',
  state: 'new',
  due: '2026-11-27T00:00:00.000Z',
  reps: 0,
  lapses: 0,
  lastReview: null,
  known: false,
  audioUrl: null,
  ...over,
});
