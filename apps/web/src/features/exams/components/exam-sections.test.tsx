import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certificate } from '@yek/contracts/usertaskexam';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { CertificatePage } from './certificate-page';
import { ExamWritingField } from './exam-writing-field';

const task = { slug: 'a1-a-writing', prompt: 'Yeni bir arkadaşa yaz.', minWords: 5, maxWords: 12 };

describe('ExamWritingField', () => {
  it('keeps a text outside the word limits in the field, and shows the server’s refusal at it', async () => {
    const calls = mockApi((config) =>
      config.url === 'usertaskexam/registerusertaskexamquestionanswer'
        ? fail(400, 'Yazınız 6 kelime; bu görev 5 ile 12 kelime arası istiyor.', {
            errorCode: 'EXAM_WRITING_LENGTH',
            errors: { text: ['Metin, görevin kelime sınırları içinde olmalı.'] },
          })
        : ok(null),
    );
    renderWithRouter(
      <ExamWritingField levelId={1} taskExamId={9} task={task} number={33} saved={undefined} />,
    );
    const field = screen.getByRole('textbox', { name: 'Metnin' });
    await userEvent.type(field, 'Hi Sam.');
    expect(screen.getByText('2 kelime (istenen: 5–12)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Metni kaydet' }));
    // Refused before any call: the learner's text stays.
    expect(
      screen.getByText(
        'Metin 5 ile 12 kelime arasında olmalı. Metnin duruyor; düzeltip yeniden kaydet.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(field).toHaveValue('Hi Sam.');

    // Within the limits here; the server still refuses it: its message reaches the field.
    await userEvent.type(field, ' I am Elif and I live here.');
    await userEvent.click(screen.getByRole('button', { name: 'Metni kaydet' }));
    expect(
      await screen.findByText('Metin, görevin kelime sınırları içinde olmalı.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Hi Sam. I am Elif and I live here.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(calls[0]!)).toEqual({
      taskExamId: 9,
      questionSlug: 'a1-a-writing',
      answer: { text: 'Hi Sam. I am Elif and I live here.' },
    });
  });
});

describe('CertificatePage', () => {
  it('shows the name, level, exam and date of a valid code, and nothing else', async () => {
    const cert: Certificate = {
      code: 'AbCdEfGhIjKlMnOpQrStUv',
      name: 'Elif Şahin',
      levelCode: 'A1',
      examName: 'A1 seviye sınavı',
      passedAt: '2026-03-02T09:10:00.000Z',
    };
    const calls = mockApi(() => ok(cert));
    renderWithRouter(<CertificatePage code={cert.code} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A1 seviye sertifikası' }),
    ).toBeVisible();
    expect(screen.getByText('Elif Şahin')).toBeInTheDocument();
    expect(
      screen.getByText('A1 seviye sınavı sonucunda A1 (başlangıç) seviyesine ulaştı.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 Mart 2026')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('certificate/AbCdEfGhIjKlMnOpQrStUv');
  });

  it('says plainly that a code is not valid', async () => {
    const calls = mockApi(() =>
      fail(404, 'Bu kodla geçerli bir sertifika bulunamadı.', {
        errorCode: 'CERTIFICATE_NOT_FOUND',
      }),
    );
    renderWithRouter(<CertificatePage code="forged" />);
    expect(await screen.findByRole('heading', { name: 'Sertifika bulunamadı' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Bu kod geçerli bir sertifikaya ait değil');
    // Not retried: a code that is not valid stays so.
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
