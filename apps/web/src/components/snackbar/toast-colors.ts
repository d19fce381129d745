/**
 * Each toast's background and text: at least 4.5:1 (WCAG AA). notistack's own green, orange and
 * blue with white text are 3.3:1, 2.2:1 and 3.1:1.
 */
export const TOAST_COLORS = {
  default: { background: '#313131', color: '#ffffff' },
  success: { background: '#2e7d32', color: '#ffffff' },
  error: { background: '#c62828', color: '#ffffff' },
  warning: { background: '#ffa726', color: '#1a1030' },
  info: { background: '#01579b', color: '#ffffff' },
} as const;
