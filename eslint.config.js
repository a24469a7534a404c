// Lint for the whole monorepo. Besides the usual rules it enforces the layering of
// ../shared/ARCHITECTURE.md: imports point down only, `domain` imports nothing, `ui-kit`
// knows no router / jotai / network, nothing below `features` uses React state libraries,
// `client` uses jotai/vanilla only and `features` reaches the protocol packages through `client`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const PKG = ['domain', 'api-client', 'xmpp-chat', 'call-engine', 'chat-db', 'client', 'i18n', 'ui-kit', 'features'];
const internal = (allowed) =>
  PKG.filter((p) => !allowed.includes(p)).map((p) => ({
    regex: `^@vchat/${p}(/.*)?$`,
    message: `ARCHITECTURE.md: this package must not import @vchat/${p}.`,
  }));
const apps = { regex: '^@vchat/(app-.*|sandbox|vite-app)(/.*)?$', message: 'ARCHITECTURE.md: packages never import apps or tooling.' };
const reactState = { regex: '^(jotai|@tanstack/react-router|react-dom)(/.*)?$', message: 'ARCHITECTURE.md: no React state or router below features.' };
const react = { regex: '^(react|react-i18next)(/.*)?$', message: 'ARCHITECTURE.md: plain TypeScript package, no React.' };
const network = { regex: '^(ofetch|@xmpp/.*|dexie)$', message: 'ARCHITECTURE.md: ui-kit / i18n do no network or storage.' };

/** no-restricted-imports for the files of one folder. */
const layer = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/.turbo/**', '**/test-results/**', '**/playwright-report/**', '.sandbox-data/**', 'e2e/output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // No raw-HTML props of any kind in JSX: content is rendered as text.
      'no-restricted-syntax': ['error', { selector: 'JSXAttribute[name.name=/^dangerously/]', message: 'Render message content as text.' }],
    },
  },
  { files: ['**/*.tsx'], plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' } },
  layer(['packages/domain/src/**/!(*.test).ts'], [{ regex: '^[^.]', message: 'ARCHITECTURE.md: domain imports nothing.' }]),
  {
    files: ['packages/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!vitest$)[^.]', message: 'domain tests import only vitest.' }] }] },
  },
  layer(['packages/api-client/**', 'packages/xmpp-chat/**', 'packages/chat-db/**', 'packages/call-engine/**'], [...internal(['domain']), apps, reactState, react]),
  layer(['packages/i18n/**'], [...internal([]), apps, reactState, network]),
  layer(['packages/ui-kit/**'], [...internal(['domain']), apps, reactState, network, { regex: '^(i18next|react-i18next)$', message: 'ARCHITECTURE.md: ui-kit takes texts as props.' }]),
  // Storybook's preview is not the kit: its language toolbar reads the 13 languages (pure data,
  // no i18next) from @vchat/i18n/languages. Every other rule of the kit holds there.
  layer(['packages/ui-kit/.storybook/**'], [...internal(['domain', 'i18n']), { regex: '^@vchat/i18n(?!/languages$)(/.*)?$', message: 'Storybook takes only the language list from @vchat/i18n.' }, apps, reactState, network, { regex: '^(i18next|react-i18next)$', message: 'ARCHITECTURE.md: ui-kit takes texts as props.' }]),
  // The headless client: plain TypeScript over the protocol packages; state through jotai/vanilla only.
  layer(['packages/client/**'], [
    ...internal(['domain', 'api-client', 'xmpp-chat', 'call-engine', 'chat-db']),
    apps,
    react,
    { regex: '^(jotai(?!/vanilla$)(/.*)?|@tanstack/react-.*|react-dom(/.*)?)$', message: 'ARCHITECTURE.md: client uses jotai/vanilla only, no React bindings or router.' },
  ]),
  // Its sandbox test and fault tests (and their Node client helper) drive it against the real sandbox.
  layer(['packages/client/src/client.sandbox.test.ts', 'packages/client/src/test/nodeClient.ts', 'packages/client/src/faults/**'], [...internal(['domain', 'api-client', 'xmpp-chat', 'call-engine', 'chat-db']), react]),
  {
    // features reaches the protocol packages only through the client (types excepted).
    files: ['packages/features/**'],
    // The stories' scripted chat server (src/storybook/scriptedXmpp.ts) speaks the wire itself.
    ignores: ['packages/features/src/storybook/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          apps,
          { regex: '^@vchat/(api-client|xmpp-chat|call-engine|chat-db)(/.*)?$', allowTypeImports: true, message: 'ARCHITECTURE.md: features reaches the protocol packages through @vchat/client.' },
        ],
      }],
    },
  },
  {
    files: ['packages/features/src/storybook/**'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apps] }] },
  },
  {
    // Dialogs that are not routes close on Back (issue 17.9): features use common/AppModal.tsx.
    files: ['packages/features/**'],
    ignores: ['packages/features/src/common/AppModal.tsx', 'packages/features/src/shell/PopupFrame.tsx', 'packages/features/src/club/SilverAnchorPopup.tsx', '**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@vchat/ui-kit', importNames: ['Modal', 'ConfirmDialog'], message: 'Use AppModal / AppConfirmDialog (common/AppModal.tsx): Back closes them.' }],
      }],
    },
  },
  layer(['apps/**'], [...internal(['features', 'ui-kit', 'i18n']), { regex: '^@vchat/(sandbox)$', message: 'apps never import the sandbox.' }]),
  layer(['tooling/sandbox/**'], [...internal(['domain', 'xmpp-chat']), { regex: '^@vchat/xmpp-chat$', message: 'the sandbox uses only @vchat/xmpp-chat/codec.' }, { regex: '^@vchat/app-', message: 'no apps' }]),
  // Its tests may drive the app's own chat connection against the real server.
  layer(['tooling/sandbox/**/*.test.ts'], [...internal(['domain', 'xmpp-chat']), { regex: '^@vchat/app-', message: 'no apps' }]),
);
