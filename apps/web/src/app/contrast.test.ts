import { describe, expect, it } from 'vitest';
import { TOAST_COLORS } from '../components/snackbar/toast-colors';
import { contrastRatio } from '../lib/contrast';
import { theme } from './theme';

const AA = 4.5;
const { background, text, action } = theme.palette;
// A menu, popover or dialog is the paper lightened by MUI's overlay for its elevation (8: 0.12 white over #1c1434).
const RAISED = 'rgb(55,48,76)';

describe('contrast of the theme and the toasts (WCAG AA, 4.5:1 for text)', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#43a047')).toBeLessThan(AA);
  });

  it('a finished control\u2019s label ("Sözlükte") on the page, the paper and a raised surface', () => {
    for (const surface of [background.default, background.paper, RAISED]) {
      expect(contrastRatio(text.disabled, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(action.disabled, surface)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('every toast\u2019s text on its background', () => {
    for (const [variant, { background: bg, color }] of Object.entries(TOAST_COLORS))
      expect([variant, contrastRatio(color, bg) >= AA]).toEqual([variant, true]);
  });
});
