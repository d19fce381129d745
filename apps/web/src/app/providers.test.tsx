import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { request } from '../lib/api-client';
import { changeUiLanguage } from '../lib/i18n';
import { mockApi, ok } from '../test/mock-api';
import { createTestQueryClient } from '../test/render';
import { AppProviders } from './providers';

function LevelName() {
  const query = useQuery({
    queryKey: ['level'],
    queryFn: () => request<{ name: string }>({ method: 'GET', url: 'level' }),
  });
  return <p>{query.data?.name}</p>;
}

describe('AppProviders', () => {
  it("reads the server's answers again in the new language when the language changes", async () => {
    const calls = mockApi((config) =>
      ok({ name: config.headers['Accept-Language'] === 'en-US' ? 'Beginner' : 'Başlangıç' }),
    );
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <LevelName />
      </AppProviders>,
    );
    expect(await screen.findByText('Başlangıç')).toBeInTheDocument();
    await act(() => changeUiLanguage('en'));
    expect(await screen.findByText('Beginner')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === 'level')).toHaveLength(2);
    await act(() => changeUiLanguage('tr'));
  });
});
