import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { caretakerRules } from './eslint-rules/module-tables.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'dist/', 'coverage/', 'drizzle/', 'scratch/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'bin/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // Modules own their tables (eslint-rules/module-tables.js). The demo seeds every
    // module's rows in bulk, as the operator's one-off tool.
    files: ['src/**/*.ts'],
    plugins: { caretaker: caretakerRules },
    rules: {
      'caretaker/module-tables': [
        'error',
        {
          allow: [
            'src/cli/demo.ts',
            'src/cli/demo-company.ts',
            'src/cli/demo-forms.ts',
            'src/cli/demo-history.ts',
            'src/cli/demo-service-plans.ts',
            'src/cli/demo-tasks.ts',
          ],
        },
      ],
    },
  },
  {
    files: ['*.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Plain Node scripts outside every tsconfig: linted without type information.
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'bin/*.js', 'eslint-rules/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    // The field app's service worker: a plain script served as it is, without type information.
    files: ['web/public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // The portal's browser code (web/tsconfig.json): React with the hooks rules.
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
