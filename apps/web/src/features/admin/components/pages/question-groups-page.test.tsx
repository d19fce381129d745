import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../../../../test/mock-api';
import { TestProviders } from '../../../../test/render';
import { QuestionGroupsPage } from './question-groups-page';

const base = (questionId: number, title: string) => ({
  questionId,
  orderNo: questionId,
  alias: 'x',
  mainQuestionCategoryId: 1,
  registrationStageId: 1,
  answerType: 'Single',
  title,
  description: '',
});
const texts = (title: string) => [
  { languageId: 1, cultureName: 'tr-TR', title, description: '' },
  { languageId: 2, cultureName: 'en-US', title: `${title} (en)`, description: '' },
];
const CHESS = {
  id: 41,
  alias: 'chess',
  orderNo: 3,
  name: 'Satranç',
  focusSkills: ['reading'],
  active: true,
  interestLocalizations: [
    { languageId: 1, cultureName: 'tr-TR', name: 'Satranç', description: null },
    { languageId: 2, cultureName: 'en-US', name: 'Chess', description: null },
  ],
};
const READS: Record<string, unknown> = {
  birthdayquestion: {
    ...base(1, 'Doğum tarihin'),
    birthdayQuestionLocalizations: texts('Doğum tarihin'),
  },
  studentquestion: {
    ...base(2, 'Öğrenci misin?'),
    studentQuestionLocalizations: [],
    studentQuestionAnswers: [],
  },
  educationquestion: { ...base(3, 'Okulun'), educationQuestionLocalizations: [], faculties: [] },
  jobquestion: { ...base(4, 'Mesleğin'), jobQuestionLocalizations: [], jobs: [] },
  englishlearningpurposequestion: {
    ...base(5, 'Amacın'),
    englishLearningPurposeQuestionLocalizations: [],
    englishLearningPurposes: [],
  },
  interestquestion: {
    ...base(6, 'İlgi alanların'),
    interestQuestionLocalizations: texts('İlgi alanların'),
    interests: [CHESS],
  },
  'userregistration/getuserregistrationmainstate': { userRegistrationStages: [] },
};

function renderPage(onWrite: (url: string) => ReturnType<typeof ok>) {
  const calls = mockApi((config) =>
    config.method === 'get' ? ok(READS[config.url ?? ''] ?? null) : onWrite(config.url ?? ''),
  );
  render(
    <TestProviders>
      <QuestionGroupsPage />
    </TestProviders>,
  );
  return calls;
}

describe('the setup questions page', () => {
  it('retires an option, keeping what rules read of it', async () => {
    const calls = renderPage(() => ok(CHESS));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /İlgi alanların/ }));
    await user.click(await screen.findByRole('button', { name: 'Düzenle: Satranç' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seçeneği düzenle' });
    const offered = within(dialog).getByRole('checkbox', { name: 'Yeni öğrencilere sunulsun' });
    expect(offered).toBeChecked();
    await user.click(offered);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'put')).toBe(true));
    const put = calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('interestquestion');
    expect(bodyOf(put)).toEqual({
      id: 41,
      alias: 'chess',
      focusSkills: ['reading'],
      orderNo: 3,
      active: false,
      interestLocalizations: [
        { languageId: 1, name: 'Satranç', description: null },
        { languageId: 2, name: 'Chess', description: null },
      ],
    });
  });

  it('changes a question’s texts with a PUT, and shows a refusal above the form', async () => {
    const calls = renderPage(() =>
      fail(403, 'Bu işlem için yetkiniz yok.', { errorCode: 'FORBIDDEN' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Doğum tarihin/ }));
    const buttons = await screen.findAllByRole('button', { name: 'Soru metinlerini düzenle' });
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Soru metinlerini düzenle' });
    const title = within(dialog).getAllByRole('textbox', { name: /Başlık/ })[0]!;
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeInTheDocument();
    await user.type(title, 'Ne zaman doğdun?');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu işlem için yetkiniz yok.',
    );
    const put = calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('userregistration/registrationquestion');
    expect(bodyOf(put)).toMatchObject({
      mainQuestionId: 1,
      questionLocalizations: [
        { languageId: 1, title: 'Ne zaman doğdun?' },
        { languageId: 2, title: 'Doğum tarihin (en)' },
      ],
    });
  });
});
