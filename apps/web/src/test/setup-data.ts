import type { RegistrationStage, UserRegistrationState } from '@yek/contracts/registration';
import type { UserStageResult } from '@yek/contracts/registration-content';
import type { SubscriptionPlan } from '@yek/contracts/subscription';

/** Answers, questions and plans as the API sends them, for the setup and purchase tests. */

const question = (orderNo: number, alias: string, isAnswered = false) => ({
  questionId: orderNo,
  orderNo,
  alias,
  mainQuestionCategoryId: orderNo > 4 ? 2 : 1,
  isAnswered,
});

export function makeStages(answered: number[] = []): RegistrationStage[] {
  const q = (orderNo: number, alias: string) =>
    question(orderNo, alias, answered.includes(orderNo));
  const done = (...orderNos: number[]) => orderNos.every((n) => answered.includes(n));
  return [
    {
      id: 1,
      orderNo: 1,
      alias: 'about-you',
      name: 'Seni tanıyalım',
      description: 'Doğum tarihin ve öğrenci olup olmadığın.',
      userCompleteStage: done(1, 2),
      questions: [q(1, 'birthday'), q(2, 'student')],
    },
    {
      id: 2,
      orderNo: 2,
      alias: 'education-and-work',
      name: 'Eğitim ve meslek',
      description: 'Okuduğun alan ve mesleğin.',
      userCompleteStage: done(3, 4),
      questions: [q(3, 'education'), q(4, 'job')],
    },
    {
      id: 3,
      orderNo: 3,
      alias: 'goals',
      name: 'Hedeflerin',
      description: 'İngilizce öğrenme amacın ve ilgi alanların.',
      userCompleteStage: done(5, 6),
      questions: [q(5, 'englishLearningPurpose'), q(6, 'interest')],
    },
  ];
}

export const STAGES = makeStages().slice(0, 2);

export function makeState(
  answered: number[] = [],
  overrides: Partial<UserRegistrationState> = {},
): UserRegistrationState {
  const open = [1, 2, 3, 4, 5, 6].find((n) => !answered.includes(n)) ?? null;
  return {
    questionId: open,
    answersComplete: open === null,
    registrationComplete: false,
    subscriptionStatus: 'NoSubscription',
    trialAvailable: true,
    trialStartedAt: null,
    trialEndsAt: null,
    subscriptionEndsAt: null,
    userRegistrationStages: makeStages(answered),
    ...overrides,
  };
}

const paging = (orderNo: number) => ({
  pageNumber: orderNo,
  pageSize: 1,
  totalCount: 6,
  totalPages: 6,
  hasPreviousPage: orderNo > 1,
  hasNextPage: orderNo < 6,
});

function base(orderNo: number, alias: string, answerType: string, title: string) {
  return {
    questionId: orderNo,
    orderNo,
    alias,
    mainQuestionCategoryId: orderNo > 4 ? 2 : 1,
    registrationStageId: Math.ceil(orderNo / 2),
    answerType,
    title,
    description: `${title} açıklaması`,
    isAnswered: false,
    registrationIsComplete: false,
    userRegistrationStages: makeStages(),
    userRegistrationPagedList: paging(orderNo),
  };
}

const names = (name: string) => [{ languageId: 1, cultureName: 'tr-TR', name, description: null }];

export const BIRTHDAY_QUESTION = {
  ...base(1, 'birthday', 'date', 'Doğum tarihin nedir?'),
  birthdayQuestionLocalizations: [],
  userBirthDay: null as string | null,
};

export const STUDENT_QUESTION = {
  ...base(2, 'student', 'boolean', 'Öğrenci misin?'),
  studentQuestionLocalizations: [],
  studentQuestionAnswers: [
    {
      id: 2,
      answerBooleanType: false,
      name: 'Hayır, öğrenci değilim',
      studentQuestionAnswerLocalizations: names('Hayır, öğrenci değilim'),
    },
    {
      id: 1,
      answerBooleanType: true,
      name: 'Evet, öğrenciyim',
      studentQuestionAnswerLocalizations: names('Evet, öğrenciyim'),
    },
  ],
  userIsStudent: null as boolean | null,
};

const department = (id: number, facultyId: number, orderNo: number, name: string) => ({
  id,
  facultyId,
  orderNo,
  name,
  facultyDepartmentLocalizations: names(name),
});

export const EDUCATION_QUESTION = {
  ...base(3, 'education', 'education', 'Eğitimin hangi alanda?'),
  educationQuestionLocalizations: [],
  faculties: [
    {
      id: 17,
      orderNo: 3,
      name: 'Tıp Fakültesi',
      facultyLocalizations: names('Tıp Fakültesi'),
      facultyDepartments: [department(18, 17, 1, 'Tıp')],
    },
    {
      id: 7,
      orderNo: 2,
      name: 'Meslek Yüksekokulu',
      facultyLocalizations: names('Meslek Yüksekokulu'),
      facultyDepartments: [
        department(9, 7, 2, 'Muhasebe ve Vergi Uygulamaları'),
        department(8, 7, 1, 'Bilgisayar Programcılığı'),
      ],
    },
  ],
  userEducation: null as { facultyId: number; facultyDepartmentId: number | null } | null,
};

export const job = (id: number, name: string) => ({
  id,
  alias: null,
  name,
  jobLocalizations: names(name),
});

export const JOB_QUESTION = {
  ...base(4, 'job', 'job', 'Mesleğin nedir?'),
  jobQuestionLocalizations: [],
  jobs: [
    job(119, 'Emekli'),
    job(118, 'Öğrenci'),
    job(279, 'Yazar'),
    job(280, 'Yazılım geliştirici'),
  ],
  userJobId: null as number | null,
  userJob: null as ReturnType<typeof job> | null,
};

export const PURPOSE_QUESTION = {
  ...base(5, 'englishLearningPurpose', 'singleChoice', 'İngilizceyi neden öğrenmek istiyorsun?'),
  englishLearningPurposeQuestionLocalizations: [],
  englishLearningPurposes: [
    {
      id: 309,
      alias: 'exam',
      orderNo: 2,
      name: 'Sınava hazırlık',
      description: 'Sınav düzeyine ulaşmak',
      dailyGoalMinutes: 30,
      focusSkills: ['reading' as const],
      englishLearningPurposeLocalizations: names('Sınava hazırlık'),
    },
    {
      id: 308,
      alias: 'career',
      orderNo: 1,
      name: 'İş ve kariyer',
      description: 'Toplantılarda İngilizce kullanmak',
      dailyGoalMinutes: 20,
      focusSkills: ['speaking' as const],
      englishLearningPurposeLocalizations: names('İş ve kariyer'),
    },
  ],
  englishLearningPurposeId: null as number | null,
};

const interest = (id: number, orderNo: number, name: string) => ({
  id,
  alias: null,
  orderNo,
  name,
  focusSkills: ['listening' as const],
  interestLocalizations: names(name),
});

export const INTEREST_QUESTION = {
  ...base(6, 'interest', 'multipleChoice', 'Nelerle ilgileniyorsun?'),
  interestQuestionLocalizations: [],
  interests: Array.from({ length: 12 }, (_, i) => interest(316 + i, i + 1, `İlgi ${i + 1}`)),
  userInterestIds: [] as number[],
};

export const STAGE_RESULT: UserStageResult = {
  registrationResults: [
    {
      id: 11,
      registrationStageId: 3,
      stageOrderNo: 3,
      stageName: 'Hedeflerin',
      ruleKey: 'purpose:career',
      orderNo: 1,
      title: 'Kariyerin için İngilizce',
      description: 'Toplantı ve e-posta dilini çalışacağız.',
      registrationResultLocalizations: [],
    },
    {
      id: 4,
      registrationStageId: 1,
      stageOrderNo: 1,
      stageName: 'Seni tanıyalım',
      ruleKey: 'default',
      orderNo: 1,
      title: 'Tam zamanında başlıyorsun',
      description: 'Programın yaşına göre hazırlandı.',
      registrationResultLocalizations: [],
    },
  ],
  dailyGoalMinutes: 20,
  focusSkills: [
    { skill: 'speaking', name: 'Konuşma' },
    { skill: 'writing', name: 'Yazma' },
  ],
  summary: 'Size günde 20 dakika çalışmanızı öneriyoruz.',
  answersComplete: true,
  registrationComplete: false,
};

const plan = (
  id: number,
  planType: SubscriptionPlan['planType'],
  name: string,
  priceText: string,
  extra: Partial<SubscriptionPlan> = {},
): SubscriptionPlan => ({
  id,
  alias: `premium-${planType.toLowerCase()}`,
  planType,
  planTypeId: id,
  durationMonths: { Monthly: 1, Quarterly: 3, Yearly: 12 }[planType],
  name,
  description: `${name} açıklaması`,
  price: 0,
  currency: 'TRY',
  priceText,
  monthlyPrice: 0,
  monthlyPriceText: priceText,
  savingsPercent: 0,
  appStoreProductId: null,
  playStoreProductId: null,
  isActive: true,
  orderNo: id,
  subscriptionPlanLocalizations: [],
  ...extra,
});

export const PLANS: SubscriptionPlan[] = [
  plan(3, 'Yearly', 'Yıllık Premium', '₺1.799,99', {
    monthlyPriceText: '₺150,00',
    savingsPercent: 40,
  }),
  plan(1, 'Monthly', 'Aylık Premium', '₺249,99'),
  plan(2, 'Quarterly', 'Eski Plan', '₺599,99', { isActive: false }),
];

export const STORE_LINKS = {
  storeLinks: {
    appStore: 'https://apps.apple.com/app/yek-english/id1',
    playStore: 'https://play.google.com/store/apps/details?id=com.yek.english',
  },
  accountToken: '00000000-0000-8000-8000-000000000000',
  accountTokenExpiresAt: '2026-03-10T08:00:00.000Z',
  subscriptionStatus: 'NoSubscription' as const,
};
