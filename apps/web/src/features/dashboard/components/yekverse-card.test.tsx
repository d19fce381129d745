import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { YekverseSummary } from '@yek/contracts/yekverse';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { YekverseCard } from './yekverse-card';

const SUMMARY: YekverseSummary = {
  level: 'A2',
  completed: 3,
  open: 12,
  total: 31,
  recommended: { id: 'shop-refund', place: 'shop', title: { tr: 'Para iadesi', en: 'A refund' } },
  last: {
    scenarioId: 'cafe-tea-and-cake',
    title: { tr: 'Çay ve kek', en: 'Tea and cake' },
    success: false,
    finishedAt: '2026-11-26T10:00:00.000Z',
  },
};

function renderCard(props: Partial<Parameters<typeof YekverseCard>[0]>) {
  const onRetry = vi.fn();
  render(
    <TestProviders>
      <MemoryRouter>
        <YekverseCard
          summary={undefined}
          pending={false}
          error={null}
          onRetry={onRetry}
          {...props}
        />
      </MemoryRouter>
    </TestProviders>,
  );
  return { onRetry };
}

describe('YekverseCard', () => {
  it('shows the scenarios done and open, the next one with its place, and the last result', () => {
    renderCard({ summary: SUMMARY });
    const figures = screen.getByRole('list', {
      name: '12 açık senaryonun 3 tanesini başardın (toplam 31 senaryo).',
    });
    expect(figures).toHaveTextContent('3Başardığın senaryo');
    expect(figures).toHaveTextContent('12Sana açık senaryo');
    expect(screen.getByText('Sıradaki önerimiz: Para iadesi (Giyim mağazası)')).toBeInTheDocument();
    expect(screen.getByText('Son oynadığın: Çay ve kek, bu sefer olmadı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Yekverse'e git" })).toHaveAttribute('href', '/webgl');
  });

  it('holds the place while loading', () => {
    renderCard({ pending: true });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Yekverse'e git" })).toBeInTheDocument();
  });

  it('says the figures could not load, in the server words, with a retry', async () => {
    const { onRetry } = renderCard({
      error: {
        isSuccess: false,
        statusCode: 500,
        message: 'Sunucu hatası.',
        data: null,
        errorCode: null,
        errors: null,
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Yekverse bilgilerin şu an yüklenemedi. Sunucu hatası.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
