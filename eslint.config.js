import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WIRE_FIELDS = '/^(payload|answer|solution|feedback|reveal)$/';
const WIRE_MEMBER = `MemberExpression:matches([property.name=${WIRE_FIELDS}], [object.property.name=${WIRE_FIELDS}])`;
const CAST = ':matches(TSAsExpression, TSTypeAssertion)';

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
      'no-restricted-syntax': [
        'error',
        {
          selector: `${CAST} > ${WIRE_MEMBER}, ${CAST} > ChainExpression > ${WIRE_MEMBER}`,
          message:
            'Do not cast a question payload, answer, solution, feedback or reveal: narrow it by its type.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
