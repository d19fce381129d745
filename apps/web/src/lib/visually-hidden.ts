/**
 * Kept for screen readers and out of sight: a chart's table, a caption the heading already shows.
 * A plain style object, so it fits both `style` and `sx`.
 */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
