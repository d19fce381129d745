import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { request } from '../lib/api-client';
import { fail, mockApi, ok } from '../test/mock-api';
import { renderWithRouter } from '../test/render';
import { QueryState } from './query-state';

function Part() {
  const query = useQuery({
    queryKey: ['part'],
    queryFn: () => request<{ title: string }>({ method: 'GET', url: 'part' }),
  });
  return <QueryState query={query}>{(data) => <p>{data.title}</p>}</QueryState>;
}

describe('QueryState', () => {
  it('shows a record that is not there as a not-found page with a heading and the way home', async () => {
    mockApi(() => fail(404, 'Aradığın kayıt bulunamadı.', { errorCode: 'NOT_FOUND' }));
    renderWithRouter(<Part />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bu içerik bulunamadı' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aradığın kayıt bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
  });

  it('offers no retry for a refusal a retry cannot change', async () => {
    mockApi(() => fail(400, 'Geçersiz istek.', { errorCode: 'BAD_REQUEST' }));
    renderWithRouter(<Part />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz istek.');
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toBeInTheDocument();
  });

  it('retries a server failure and then shows the data', async () => {
    let calls = 0;
    mockApi(() =>
      ++calls === 1 ? fail(503, 'Hizmet şu an kullanılamıyor.') : ok({ title: 'Okuma' }),
    );
    const user = userEvent.setup();
    renderWithRouter(<Part />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Hizmet şu an kullanılamıyor.');
    await user.click(screen.getByRole('button', { name: /tekrar dene/i }));
    expect(await screen.findByText('Okuma')).toBeInTheDocument();
  });
});
