import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render';
import { ProfilePhoto } from './profile-photo';

function show(profileImagePath: string | null = null) {
  const view = render(
    <TestProviders>
      <ProfilePhoto user={makeUser({ profileImagePath })} onSaved={vi.fn()} />
    </TestProviders>,
  );
  return view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
}

describe('ProfilePhoto', () => {
  it('shows the photo there is, and offers to change it', () => {
    show('/uploads/profile/0123456789abcdef0123456789abcdef.webp');
    expect(screen.getByRole('img', { name: 'Ayşe profil fotoğrafı' })).toHaveAttribute(
      'src',
      '/uploads/profile/0123456789abcdef0123456789abcdef.webp',
    );
    expect(screen.getByRole('button', { name: 'Fotoğrafı değiştir' })).toBeVisible();
  });

  it('refuses a file that is not a JPEG, PNG or WebP photo before opening it', async () => {
    const input = show();
    expect(screen.getByRole('button', { name: 'Fotoğraf ekle' })).toBeVisible();
    await userEvent.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Yalnızca JPEG, PNG ya da WebP bir fotoğraf seçebilirsin.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
