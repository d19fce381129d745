import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import sections from './sections.json';
import validation from './validation.json';

/** The Turkish text pack, bundled: it is the default language. */
export const TRANSLATION = {
  auth,
  common,
  errors,
  sections,
  validation,
};
