import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', '.data', 'cdk.out', 'web/dist', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Handlers stay target-agnostic: nothing under lambdas/ may import a deployment target.
    files: ['lambdas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/aws/**', '**/lib/local/**', 'aws-cdk-lib', 'aws-cdk-lib/*'],
              message: 'lambdas/ must not import a deployment target.',
            },
          ],
        },
      ],
    },
  },
  {
    // The extraction engine is pure: no AWS SDK.
    files: ['lambdas/extraction/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aws-sdk/*', '**/core/aws/**'], message: 'The extraction engine has no AWS imports.' },
          ],
        },
      ],
    },
  },
);
