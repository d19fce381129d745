import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n, loadTexts } from '../lib/i18n';
import { clearSession } from '../lib/storage';
import { DEFERRED_TEXTS } from '../locales';

// Page tests load lazy pages on first visit; on a shared, busy machine that can pass a second.
configure({ asyncUtilTimeout: 5000 });

// Testing Library's waits move a faked clock only when they see Jest's; with this stand-in a test
// that fakes timers with vi can still wait for the screen, and time passes only as it says.
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

initI18n();
// Pages load their deferred texts before they show; components tested alone get them here.
await loadTexts(...DEFERRED_TEXTS);

// jsdom has no media queries; MUI asks for them, and every query answers "no match".
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll; pages that return to the top on each step call this.
window.scrollTo = () => {};

beforeEach(async () => {
  if (i18n.language !== 'tr') await i18n.changeLanguage('tr');
});

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});
