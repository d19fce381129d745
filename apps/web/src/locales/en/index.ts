import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import sections from './sections.json';
import validation from './validation.json';

/** The English text pack; loaded on demand, Turkish is the default. */
export const TRANSLATION = {
  auth,
  common,
  errors,
  sections,
  validation,
};
