/**
 * Settings for react-secure-storage, which reads them from `process.env` when it builds its key.
 * Its key comes from a browser fingerprint; the parts below change while the browser stays the
 * same, and a changed key makes the stored session unreadable, which signs the learner out:
 * - Canvas: the drawing differs with what the page drew before and with the machine's load
 *   (seen in Chromium at a phone's pixel ratio, and on every few reloads under load);
 * - Fonts: measured from text widths, which depend on whether fonts have loaded yet;
 * - ScreenPrint: the screen's size, which swaps when a phone turns and changes with a monitor;
 * - Plugins and TimeZone: change with an update or a journey.
 * The parts kept (user agent, host, storage and cookie support, languages) stay put.
 *
 * Imported by lib/storage.ts before the library, and grouped with it in one chunk
 * (vite.config.ts), so it runs first.
 */
export const SECURE_STORAGE_DISABLED_KEYS = 'Canvas|Fonts|ScreenPrint|Plugins|TimeZone';

const scope = globalThis as { process?: { env?: Record<string, string | undefined> } };
scope.process ??= { env: {} };
scope.process.env ??= {};
scope.process.env.SECURE_LOCAL_STORAGE_DISABLED_KEYS = SECURE_STORAGE_DISABLED_KEYS;
