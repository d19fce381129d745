import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/storage';
import { makeUser } from '../../../test/fixtures';
import { bodyOf, fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { RESEND_WAIT_SECONDS, VerificationStep } from './verification-step';

afterEach(() => vi.useRealTimers());

function setup(codeJustSent = true) {
  setTokens({
    accessToken: 'pending-token',
    accessTokenExpiry: '2030-01-01T00:00:00.000Z',
    refreshToken: 'r',
  });
  const onVerified = vi.fn();
  renderWithRouter(
    <VerificationStep
      address="ayse@example.com"
      codeJustSent={codeJustSent}
      onVerified={onVerified}
    />,
  );
  return { onVerified, code: screen.getByLabelText(/Doğrulama kodu/, { selector: 'input' }) };
}

describe('VerificationStep', () => {
  it('asks for 5 digits', async () => {
    const calls = mockApi(() => ok(null));
    const { code } = setup();
    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Doğrulama kodu 5 haneli olmalı.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts the code with the bearer token and hands over the verified user', async () => {
    const verified = makeUser({ accountVerified: true, registrationComplete: false });
    const calls = mockApi(() => ok(verified));
    const { code, onVerified } = setup();
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(verified));
    expect(calls[0]!.url).toBe('auth/verifyaccountbyotpcode');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer pending-token');
    expect(bodyOf(calls[0]!)).toEqual({ otpCode: '12345' });
  });

  it('takes a pasted message with the code in it, one digit in each box', async () => {
    const verified = makeUser({ accountVerified: true, registrationComplete: false });
    const calls = mockApi(() => ok(verified));
    const { code, onVerified } = setup();
    fireEvent.change(code, { target: { value: 'Kodun: 12 345' } });
    expect(code).toHaveValue('12345');
    for (const digit of ['1', '2', '3', '4', '5']) expect(screen.getByText(digit)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(verified));
    expect(bodyOf(calls[0]!)).toEqual({ otpCode: '12345' });
  });

  it("shows the server's message for a wrong code", async () => {
    mockApi(() => fail(400, 'Kod hatalı.', { errorCode: 'OTP_INVALID' }));
    const { code } = setup();
    fireEvent.change(code, { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kod hatalı.');
  });

  it('lets the code be sent again after 60 seconds', async () => {
    vi.useFakeTimers();
    const calls = mockApi(() => ok({ message: 'Yeni kod gönderildi.' }));
    setup();
    const resend = () => screen.getByRole('button', { name: /Kodu tekrar gönder/ });
    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent(`(${RESEND_WAIT_SECONDS} sn)`);
    for (let i = 0; i < RESEND_WAIT_SECONDS; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(resend()).toBeEnabled();
    vi.useRealTimers();
    fireEvent.click(resend());
    expect(await screen.findByText('Yeni kod gönderildi.')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('auth/resendverifyaccountotpcode');
    expect(calls[0]!.method).toBe('get');
    expect(resend()).toBeDisabled();
  });
});
