import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/output/**', 'sightline-data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE.md).' },
      ],
      // A file past 400 lines is split on meaning (docs/style.md); Prettier keeps lines at 100.
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  // Tool configuration files need default exports.
  { files: ['**/*.config.{ts,js}', '**/vite.config.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // Imports go one way: core <- viz <- web; core and viz/query <- server (STYLE.md).
  {
    files: ['packages/core/**'],
    rules: restrict([
      {
        group: [
          '@sightline/viz',
          '@sightline/viz/*',
          '@sightline/server',
          '@sightline/web',
          '@sightline/e2e',
        ],
        message: 'core is the bottom layer.',
      },
      {
        group: ['node:*', 'react', 'react-dom'],
        message: 'core is isomorphic: no node:*, DOM or React.',
      },
    ]),
  },
  {
    files: ['packages/viz/**'],
    rules: restrict([
      {
        group: ['@sightline/server', '@sightline/web', '@sightline/e2e'],
        message: 'viz may import only core.',
      },
    ]),
  },
  {
    files: ['packages/web/**'],
    rules: restrict([
      {
        group: ['@sightline/server', '@sightline/server/*', '@sightline/e2e'],
        message: 'web talks to the server over HTTP only.',
      },
    ]),
  },
  {
    files: ['packages/server/**'],
    rules: restrict([
      {
        group: ['@sightline/web', '@sightline/e2e'],
        message: 'server must not import the web app.',
      },
      {
        regex: '^@sightline/viz(?!/(query|legacy-data)$)',
        message:
          'server imports only the server-safe entries @sightline/viz/query and @sightline/viz/legacy-data.',
      },
    ]),
  },
  // Inside the server: routes -> commands -> query, sqllab, meta, jobs -> engines.
  {
    files: ['packages/server/src/engines/**'],
    rules: restrict([
      {
        group: [
          '**/meta/**',
          '**/commands/**',
          '**/routes/**',
          '**/query/**',
          '**/sqllab/**',
          '**/jobs/**',
          '**/context.ts',
        ],
        message: 'engines are the bottom layer of the server.',
      },
    ]),
  },
  {
    files: [
      'packages/server/src/meta/**',
      'packages/server/src/query/**',
      'packages/server/src/sqllab/**',
      'packages/server/src/jobs/**',
    ],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      {
        group: ['**/commands/**', '**/routes/**'],
        message: 'no upward imports into commands or routes.',
      },
    ]),
  },
  {
    // Routes parse, authorise and send; repositories and engines are reached through commands (src/architecture.test.ts checks the same).
    files: ['packages/server/src/routes/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      {
        group: ['@sightline/web', '@sightline/e2e'],
        message: 'server must not import the web app.',
      },
      {
        regex: '^@sightline/viz(?!/(query|legacy-data)$)',
        message:
          'server imports only the server-safe entries @sightline/viz/query and @sightline/viz/legacy-data.',
      },
      {
        group: ['**/meta/**', '**/engines/**'],
        message: 'routes call commands: no import of meta/ or engines/ (docs/architecture.md).',
      },
    ]),
  },
  {
    files: ['packages/server/src/commands/**'],
    rules: restrict([{ group: ['**/routes/**'], message: 'commands must not import routes.' }]),
  },
  {
    files: ['packages/e2e/**'],
    rules: restrict([
      {
        group: ['@sightline/web', '@sightline/web/*'],
        message: 'e2e tests go through the browser and HTTP only.',
      },
    ]),
  },
);
