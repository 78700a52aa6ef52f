import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The server's test files share a worker's modules (vitest.config.ts, isolate: false): a module mock or an
    // environment change would leak into the next file.
    files: ['apps/server/**/*.test.ts', 'apps/server/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression[left.object.object.name='process'][left.object.property.name='env']",
          message: 'Server test files share their worker (isolate: false); pass the config in instead (testConfig).',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Server test files share their worker (isolate: false); pass the dependency or the config in instead.',
        })),
      ],
    },
  },
  {
    // The unit project shares a worker's modules too (vitest.config.ts); the files that must replace a module
    // run in unit-mocks, which isolates them (the same two paths there).
    files: [
      'packages/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/backoffice/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/lib/**/*.test.ts',
    ],
    ignores: ['apps/web/src/lib/api.test.ts', 'apps/backoffice/src/i18n/index.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Unit test files share their worker (isolate: false); a module mock belongs in unit-mocks.',
        })),
      ],
    },
  },
);
