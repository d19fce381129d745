/** Browser storage keys of spec §9. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  accessTokenExpiry: 'accessTokenExpiry',
  refreshToken: 'refreshToken',
  user: 'user',
  lang: 'lang',
  questionList: 'questionList',
} as const;
export const SECURE_STORAGE_PREFIX = '@secure.';
