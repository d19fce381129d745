import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reminder } from '@yek/contracts/reminder';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { ReminderSection } from './reminder-section';

const OFF: Reminder = {
  enabled: false,
  time: '19:00',
  email: true,
  sms: false,
  timeZone: 'Europe/Istanbul',
};

function api(put: MockHandler = (config) => ok({ ...OFF, ...JSON.parse(config.data) })) {
  return mockApi((config) => {
    if (config.url === 'user/getreminder') return ok(OFF);
    if (config.url === 'user/updatereminder' && config.method === 'put') return put(config);
    return fail(404, null);
  });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Hatırlatmayı kaydet' }));

describe('ReminderSection', () => {
  it('turns reminders on at a chosen time and says when they will come', async () => {
    const calls = api();
    renderWithRouter(<ReminderSection user={makeUser()} />);
    const time = await screen.findByLabelText(/Hatırlatma saati/);
    expect(time).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hatırlatmaları aç' }));
    expect(time).toBeEnabled();
    await userEvent.clear(time);
    await userEvent.type(time, '07:30');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Hatırlatma her gün saat 07:30 (Türkiye saati) e-posta ile gelir.',
      ),
    );
    const put = calls.find((c) => c.method === 'put')!;
    expect(JSON.parse(put.data as string)).toEqual({
      enabled: true,
      time: '07:30',
      email: true,
      sms: false,
    });
  });

  it("shows the server's refusal on the SMS field", async () => {
    api(() =>
      fail(400, 'Gönderilen bilgilerde hata var.', {
        errorCode: 'REMINDER_SMS_CONSENT_REQUIRED',
        errors: { sms: ['SMS ile hatırlatma için önce izin ver.'] },
      }),
    );
    renderWithRouter(<ReminderSection user={makeUser({ smsNotification: false })} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Hatırlatmaları aç' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'SMS ile' }));
    await save();
    const sms = screen.getByRole('checkbox', { name: 'SMS ile' });
    await waitFor(() => expect(sms).toHaveAttribute('aria-invalid', 'true'));
    expect(sms).toHaveAccessibleDescription('SMS ile hatırlatma için önce izin ver.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
