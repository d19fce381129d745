/** A page of the management area, as the side navigation lists it. */
export interface AdminSection {
  path: string;
  label: string;
  icon: AdminSectionIcon;
  /** Shown to admins only; editors neither see nor open it (the server's rule too). */
  adminOnly?: boolean;
}
export type AdminSectionIcon =
  | 'sliders'
  | 'contracts'
  | 'languages'
  | 'plans'
  | 'promoCodes'
  | 'registrationResults'
  | 'questionGroups'
  | 'users'
  | 'jobs'
  | 'auditLog'
  | 'metaCourses'
  | 'books'
  | 'bookGenres'
  | 'files';

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'sliders', label: 'admin.nav.sliders', icon: 'sliders' },
  { path: 'contracts', label: 'admin.nav.contracts', icon: 'contracts' },
  { path: 'languages', label: 'admin.nav.languages', icon: 'languages' },
  { path: 'plans', label: 'admin.nav.plans', icon: 'plans' },
  { path: 'promo-codes', label: 'admin.nav.promoCodes', icon: 'promoCodes' },
  {
    path: 'registration-results',
    label: 'admin.nav.registrationResults',
    icon: 'registrationResults',
  },
  { path: 'question-groups', label: 'admin.nav.questionGroups', icon: 'questionGroups' },
  { path: 'jobs', label: 'admin.nav.jobs', icon: 'jobs' },
  { path: 'users', label: 'admin.nav.users', icon: 'users', adminOnly: true },
  { path: 'audit-log', label: 'admin.nav.auditLog', icon: 'auditLog', adminOnly: true },
  { path: 'meta-courses', label: 'admin.nav.metaCourses', icon: 'metaCourses' },
  { path: 'books', label: 'admin.nav.books', icon: 'books' },
  { path: 'book-genres', label: 'admin.nav.bookGenres', icon: 'bookGenres' },
  { path: 'files', label: 'admin.nav.files', icon: 'files' },
];

/** The sections a role may open. */
export function sectionsFor(role: string | undefined): readonly AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => !s.adminOnly || role === 'admin');
}
