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
    studentQuestionAnswers: [
      {
        id: 7,
        answerBooleanType: true,
        name: 'Evet',
        studentQuestionAnswerLocalizations: [
          { languageId: 1, cultureName: 'tr-TR', name: 'Evet', description: null },
          { languageId: 2, cultureName: 'en-US', name: 'Yes', description: null },
        ],
      },
    ],
  },
  educationquestion: {
    ...base(3, 'Okulun'),
    educationQuestionLocalizations: [],
    faculties: [
      {
        id: 30,
        orderNo: 1,
        name: 'Mühendislik',
        facultyLocalizations: [
          { languageId: 1, cultureName: 'tr-TR', name: 'Mühendislik', description: null },
          { languageId: 2, cultureName: 'en-US', name: 'Engineering', description: null },
        ],
        facultyDepartments: [
          {
            id: 301,
            facultyId: 30,
            orderNo: 1,
            name: 'İnşaat',
            facultyDepartmentLocalizations: [
              { languageId: 1, cultureName: 'tr-TR', name: 'İnşaat', description: null },
            ],
          },
          {
            id: 302,
            facultyId: 30,
            orderNo: 2,
            name: 'Makine',
            facultyDepartmentLocalizations: [
              { languageId: 1, cultureName: 'tr-TR', name: 'Makine', description: null },
              { languageId: 2, cultureName: 'en-US', name: 'Mechanical', description: null },
            ],
          },
        ],
      },
    ],
  },
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
      fail(403, 'Bunu yapmaya yetkin yok.', { errorCode: 'FORBIDDEN' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Doğum tarihin/ }));
    const buttons = await screen.findAllByRole('button', { name: 'Soru metinlerini düzenle' });
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Soru metinlerini düzenle' });
    const title = within(dialog).getAllByRole('textbox', { name: /Başlık/ })[0]!;
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bu alanı doldur.')).toBeInTheDocument();
    await user.type(title, 'Ne zaman doğdun?');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bunu yapmaya yetkin yok.');
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

  it('edits a faculty: renames a department, drops one and adds one, in one PUT', async () => {
    const calls = renderPage(() => ok(null));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Okulun/ }));
    expect(await screen.findByText('İnşaat, Makine')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Düzenle: Mühendislik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fakülteyi düzenle' });
    await user.click(within(dialog).getByRole('button', { name: '1. bölümü çıkar' }));
    const first = within(dialog).getByRole('textbox', { name: /^1\. bölüm \(Türkçe\)/ });
    expect(first).toHaveValue('Makine');
    await user.click(within(dialog).getByRole('button', { name: 'Bölüm ekle' }));
    // A new department needs its Turkish name.
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bu alanı doldur.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^2\. bölüm \(Türkçe\)/ }),
      'Bilgisayar',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'put')).toBe(true));
    const put = calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('educationquestion');
    expect(bodyOf(put)).toEqual({
      id: 30,
      orderNo: 1,
      facultyLocalizations: [
        { languageId: 1, name: 'Mühendislik' },
        { languageId: 2, name: 'Engineering' },
      ],
      facultyDepartments: [
        {
          id: 302,
          orderNo: 1,
          facultyDepartmentLocalizations: [
            { languageId: 1, name: 'Makine' },
            { languageId: 2, name: 'Mechanical' },
          ],
        },
        { orderNo: 2, facultyDepartmentLocalizations: [{ languageId: 1, name: 'Bilgisayar' }] },
      ],
    });
  });

  it('renames the student question’s “yes” answer, keeping which answer it is', async () => {
    const calls = renderPage(() => ok(null));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Öğrenci misin/ }));
    await user.click(await screen.findByRole('button', { name: 'Düzenle: Evet' }));
    const dialog = await screen.findByRole('dialog', { name: '“Evet” cevabını düzenle' });
    const name = within(dialog).getAllByRole('textbox', { name: /Cevabın adı/ })[0]!;
    await user.clear(name);
    await user.type(name, 'Evet, öğrenciyim');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'put')).toBe(true));
    const put = calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('studentquestion');
    expect(bodyOf(put)).toEqual({
      answerBooleanType: true,
      studentQuestionAnswerLocalizations: [
        { languageId: 1, name: 'Evet, öğrenciyim' },
        { languageId: 2, name: 'Yes' },
      ],
    });
  });
});
