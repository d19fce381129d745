/**
 * The one colour scheme for the state of a lesson step across the app (day path, dashboard ticks,
 * part results, week strip): theme palette keys, so they follow the theme. Each pairs with an
 * icon or a word on screen; colour is never the only sign.
 */
export type ProgressState = 'done' | 'low' | 'next' | 'open' | 'locked';

export const STATE_COLORS: Record<ProgressState, string> = {
  /** Finished with a good score, or a goal met. */
  done: 'success.light',
  /** Finished, but under the part's pass mark: not shown as a success. */
  low: 'warning.light',
  /** The one step to take now. */
  next: 'primary.light',
  /** Open but not the next step. */
  open: 'text.secondary',
  /** Not open yet. */
  locked: 'text.disabled',
};
