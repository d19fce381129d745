import { describe, expect, it } from 'vitest';
import { changeUiLanguage, i18n, loadTexts } from './i18n';

describe('deferred texts', () => {
  it('are read once loaded, and follow a change of language', async () => {
    await loadTexts('setup', 'subscription');
    expect(i18n.t('setup.actions.next')).toBe('İleri');
    expect(i18n.t('subscription.none')).toBe('Paket bulunamadı.');

    await changeUiLanguage('en');
    expect(i18n.t('setup.actions.next')).toBe('Next');
    expect(i18n.t('subscription.none')).toBe('No plan found.');
    // A language without its own pack reads the English one, deferred texts included.
    await changeUiLanguage('de');
    expect(i18n.t('subscription.none')).toBe('No plan found.');
  });
});
