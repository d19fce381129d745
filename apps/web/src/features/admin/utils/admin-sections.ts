/** A page of the management area, as the side navigation lists it. */
export interface AdminSection {
  path: string;
  label: string;
  icon: AdminSectionIcon;
}
export type AdminSectionIcon =
  | 'sliders'
  | 'contracts'
  | 'languages'
  | 'plans'
  | 'promoCodes'
  | 'registrationResults'
  | 'questionGroups'
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
  { path: 'files', label: 'admin.nav.files', icon: 'files' },
];
