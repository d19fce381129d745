import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const WEB_SRC = 'apps/web/src';

// Every feature folder, read from disk so a new feature is fenced in without touching this file.
const WEB_FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (docs: STYLE.md): a feature reaches only its own folder and the shared
 * pieces; shared pieces reach no feature and not the app shell, so any of them can be moved or
 * deleted without untangling another.
 */
const WEB_BOUNDARIES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./${WEB_SRC}/features/${feature}`,
    from: `./${WEB_SRC}/features`,
    except: [`./${feature}`],
    message:
      'Features do not import each other: move the shared piece to components, hooks or lib.',
  })),
  {
    target: [`./${WEB_SRC}/components`, `./${WEB_SRC}/hooks`, `./${WEB_SRC}/lib`],
    from: [`./${WEB_SRC}/features`, `./${WEB_SRC}/app`],
    message: 'Shared pieces depend on no feature and not on the app shell.',
  },
  {
    target: `./${WEB_SRC}/features`,
    from: `./${WEB_SRC}/app`,
    message: 'Features do not reach into the app shell; the app composes features.',
  },
];

const HTTP_MESSAGE =
  'Calls to the API live in features/<feature>/api (one endpoint a file) or in lib.';

const WIRE_FIELDS = '/^(payload|answer|solution|feedback|reveal)$/';
const WIRE_MEMBER = `MemberExpression:matches([property.name=${WIRE_FIELDS}], [object.property.name=${WIRE_FIELDS}])`;
const CAST = ':matches(TSAsExpression, TSTypeAssertion)';

/** Question payloads, replies, keys, feedback and a part's reveal are typed in the contracts. */
const NO_WIRE_CAST = {
  selector: `${CAST} > ${WIRE_MEMBER}, ${CAST} > ChainExpression > ${WIRE_MEMBER}`,
  message:
    'Do not cast a question payload, answer, solution, feedback or reveal: narrow it by its type.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Question payloads, replies, keys, feedback and a part's reveal are typed by question type
      // or part kind in the contracts: narrow by those (or by a field with `in`) instead.
      'no-restricted-syntax': ['error', NO_WIRE_CAST],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Dependencies are read as TypeScript too, so a cycle through any file is seen.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { zones: WEB_BOUNDARIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    // Tests and their helpers stand in for the server, so they reach the client directly.
    ignores: [
      `${WEB_SRC}/features/*/api/**`,
      `${WEB_SRC}/lib/**`,
      `${WEB_SRC}/test/**`,
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      // One list per file: a later setting of this rule replaces the earlier, so both stay here.
      'no-restricted-syntax': [
        'error',
        NO_WIRE_CAST,
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys come from the queryOptions factories in features/<feature>/api.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: HTTP_MESSAGE }],
          patterns: [
            { regex: '(^|/)lib/http-client$', message: HTTP_MESSAGE },
            {
              regex: '(^|/)lib/api-client$',
              importNames: ['request', 'requestEnvelope'],
              message: HTTP_MESSAGE,
            },
          ],
        },
      ],
    },
  },
);
