import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WIRE_FIELDS = '/^(payload|answer|solution|feedback)$/';

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
      // Question payloads, replies, keys and feedback are typed by question type in the
      // contracts: narrow by `type` (or by a field with `in`) instead of casting them back.
      'no-restricted-syntax': [
        'error',
        {
          selector: `:matches(TSAsExpression, TSTypeAssertion) > MemberExpression.expression:matches([property.name=${WIRE_FIELDS}], [object.property.name=${WIRE_FIELDS}])`,
          message:
            'Do not cast a question payload, answer, solution or feedback: narrow it by its type.',
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
