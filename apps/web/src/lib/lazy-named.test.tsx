import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';

function Greeting({ name }: { name: string }) {
  return <p>Merhaba {name}</p>;
}

describe('lazyNamed', () => {
  it('shows the fallback until the module arrives, then the named export', async () => {
    const Page = lazyNamed(async () => ({ Greeting }), 'Greeting');
    render(
      <Suspense fallback={<p>Yükleniyor</p>}>
        <Page name="Ayşe" />
      </Suspense>,
    );
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    expect(await screen.findByText('Merhaba Ayşe')).toBeInTheDocument();
  });

  it('renders a preloaded module at once, without the fallback', async () => {
    let loads = 0;
    const Page = lazyNamed(async () => {
      loads += 1;
      return { Greeting };
    }, 'Greeting');
    await Page.preload();
    render(
      <Suspense fallback={<p>Yükleniyor</p>}>
        <Page name="Ayşe" />
      </Suspense>,
    );
    expect(screen.getByText('Merhaba Ayşe')).toBeInTheDocument();
    expect(screen.queryByText('Yükleniyor')).not.toBeInTheDocument();
    await Page.preload();
    expect(loads).toBe(1);
  });
});
