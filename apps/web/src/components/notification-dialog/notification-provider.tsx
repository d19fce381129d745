import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { withTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import {
  NotificationDialogContext,
  type AppNotification,
  type NotificationDialogApi,
} from './notification-context';

// Loaded on first use: the sign-in pages should not pay for a dialog they rarely show.
const NotificationDialog = lazyNamed(
  withTexts(() => import('./notification-dialog'), 'notification'),
  'NotificationDialog',
);

/** One dialog at the app root that any page can open with a title, a body and an image. */
export function NotificationDialogProvider({ children }: { children: ReactNode }) {
  const [notification, setNotification] = useState<AppNotification | null>(null);
  const [used, setUsed] = useState(false);
  const showNotification = useCallback((next: AppNotification) => {
    setUsed(true);
    setNotification(next);
  }, []);
  const closeNotification = useCallback(() => setNotification(null), []);
  const api = useMemo<NotificationDialogApi>(
    () => ({ showNotification, closeNotification }),
    [showNotification, closeNotification],
  );
  return (
    <NotificationDialogContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <NotificationDialog notification={notification} onClose={closeNotification} />
        </Suspense>
      )}
    </NotificationDialogContext.Provider>
  );
}
