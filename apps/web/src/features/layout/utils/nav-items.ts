/** Header links (spec §2): the label is a locale key. */
export const NAV_ITEMS = [
  { to: '/', label: 'layout.nav.home', end: true },
  { to: '/library', label: 'layout.nav.library', end: false },
  { to: '/webgl', label: 'layout.nav.yekverse', end: false },
] as const;
