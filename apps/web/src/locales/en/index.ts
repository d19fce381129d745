import auth from './auth.json';
import common from './common.json';
import contracts from './contracts.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import language from './language.json';
import layout from './layout.json';
import notification from './notification.json';
import profile from './profile.json';
import sections from './sections.json';
import slider from './slider.json';
import validation from './validation.json';

/** The English text pack; loaded on demand, Turkish is the default. */
export const TRANSLATION = {
  auth,
  common,
  contracts,
  dashboard,
  errors,
  language,
  layout,
  notification,
  profile,
  sections,
  slider,
  validation,
};
