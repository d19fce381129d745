import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { TestProviders } from '../../../test/render';
import { PassageText } from './passage-text';

describe('PassageText', () => {
  it('lets a word of a transcript line be looked up and saved, from the keyboard too', async () => {
    const calls = mockApi(async (config) =>
      config.url === 'usertask/lookupword'
        ? ok({
            word: 'coffee',
            headword: 'coffee',
            pos: 'noun',
            meaning: 'kahve',
            ipa: 'ˈkɔːfi',
            example: null,
            vocabularyId: 12,
            saved: false,
          })
        : ok({ saved: 1 }),
    );
    render(
      <TestProviders>
        <PassageText lines={[{ name: 'Emma', text: 'Coffee, please.' }]} mainQuestionId={4} />
      </TestProviders>,
    );
    expect(screen.getByText('Emma:')).toBeInTheDocument();
    const word = screen.getByRole('button', { name: 'Coffee' });
    word.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('kahve')).toBeInTheDocument();
    expect(screen.getByText('/ˈkɔːfi/ · noun')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sözlüğe ekle' }));
    expect(await screen.findByText('Sözlüğe eklendi.')).toBeInTheDocument();
    const save = calls.find((c) => c.url === 'usertask/registerusertaskmainquestionvocabularies');
    expect(JSON.parse(String(save?.data))).toEqual({
      taskMainQuestionId: 4,
      words: [{ vocabularyId: 12 }],
    });
  });

  it('shows several senses as a short list', async () => {
    mockApi(async () =>
      ok({
        word: 'comes',
        headword: 'come',
        pos: null,
        meaning: 'gelmek; (bir yerden) olmak, çıkmak',
        ipa: 'kʌm',
        example: null,
        vocabularyId: null,
        saved: false,
      }),
    );
    render(
      <TestProviders>
        <PassageText text="She comes to the café." />
      </TestProviders>,
    );
    // Letters beyond A–Z belong to the word.
    expect(screen.getByRole('button', { name: 'café' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'comes' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['gelmek', '(bir yerden) olmak, çıkmak']);
    expect(screen.getByText('/kʌm/')).toBeInTheDocument();
  });
});
