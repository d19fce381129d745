import { createContext, useContext } from 'react';
import type { AlertType } from '@yek/contracts/reference';

export interface AppNotification {
  title: string;
  body: string;
  imageUrl?: string | null;
  /** 1 success, 2 warning, 3 error, 4 info (spec §2). */
  alertType: AlertType;
}

export interface NotificationDialogApi {
  showNotification: (notification: AppNotification) => void;
  closeNotification: () => void;
}

export const NotificationDialogContext = createContext<NotificationDialogApi | null>(null);

export function useNotificationDialog(): NotificationDialogApi {
  const api = useContext(NotificationDialogContext);
  if (!api) throw new Error('useNotificationDialog must be used inside NotificationDialogProvider');
  return api;
}
