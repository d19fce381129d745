import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EDUCATION_QUESTION, makeState } from '../../../../test/setup-data';
import { bodyOf, mockApi, ok } from '../../../../test/mock-api';
import { renderWithRouter } from '../../../../test/render';
import { EducationQuestion } from './education-question';

const optionsOf = (select: HTMLElement) =>
  [...select.querySelectorAll('option')].map((o) => o.textContent);

describe('EducationQuestion', () => {
  it('asks for the faculty, then one of its departments', async () => {
    const state = makeState([1, 2, 3]);
    const calls = mockApi((config) =>
      config.method === 'get' ? ok(EDUCATION_QUESTION) : ok(state),
    );
    const onAnswered = vi.fn();
    renderWithRouter(<EducationQuestion onAnswered={onAnswered} onBack={vi.fn()} isLast={false} />);

    const faculty = await screen.findByRole('combobox', { name: /Fakülte/ });
    const department = screen.getByRole('combobox', { name: /Bölüm/ });
    expect(optionsOf(faculty)).toEqual(['Fakülte seç', 'Meslek Yüksekokulu', 'Tıp Fakültesi']);
    expect(department).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(screen.getByText('Bu alanı doldur.')).toBeVisible();

    await userEvent.selectOptions(faculty, 'Meslek Yüksekokulu');
    expect(department).toBeEnabled();
    expect(optionsOf(department)).toEqual([
      'Bölüm seç',
      'Bilgisayar Programcılığı',
      'Muhasebe ve Vergi Uygulamaları',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(calls.some((c) => c.method === 'post')).toBe(false);

    await userEvent.selectOptions(department, 'Bilgisayar Programcılığı');
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith(state));
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('educationquestion/registereducationuseranswer');
    expect(bodyOf(post)).toEqual({ facultyId: 7, facultyDepartmentId: 8 });
  });

  it('picks the only department of a faculty, and starts from the saved answer', async () => {
    mockApi(() =>
      ok({ ...EDUCATION_QUESTION, userEducation: { facultyId: 7, facultyDepartmentId: 9 } }),
    );
    renderWithRouter(<EducationQuestion onAnswered={vi.fn()} isLast={false} />);
    const faculty = await screen.findByRole('combobox', { name: /Fakülte/ });
    const department = screen.getByRole('combobox', { name: /Bölüm/ });
    expect(faculty).toHaveValue('7');
    expect(department).toHaveValue('9');

    await userEvent.selectOptions(faculty, 'Tıp Fakültesi');
    expect(department).toHaveValue('18');
  });
});
