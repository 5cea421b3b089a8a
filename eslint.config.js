import fs from 'node:fs'

import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The layer table of docs/ARCHITECTURE.md ("Layers and who may import whom"), enforced. Type-only
// imports of the generated Payload types are allowed everywhere: they vanish at build time.
const banned = (groups) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: groups.map(([group, message, types = false]) => ({ group, message, allowTypeImports: types })) },
  ],
})
// A dynamic import() would slip past the rule above: the lower layers have none.
const noDynamicImport = {
  'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: 'no dynamic import() in this layer' }],
}
const UI = [
  ['react', 'react-dom', 'react/*', 'next', 'next/*', '@payloadcms/ui', '@payloadcms/ui/*'],
  'no React or Next here',
]
const PAYLOAD = [
  ['payload', 'payload/*', '@payloadcms/*', '@payload-config', '@collections/*', '@globals/*'],
  'no Payload here: it is handed what it needs by its caller',
]
const DATA = [['@/data/*'], 'src/data is the door to Payload for pages and routes only']
const SEARCH = [['@/search/*'], 'src/domain owns the vocabulary; src/search depends on it, not the other way']
const INTEGRATIONS = [['@/integrations/*'], 'integrations sit above the domain']
const VIEWS = [['@/components/*', '@/app/*'], 'pages and components sit above this layer']
const COLLECTIONS = [['@collections/*', '@payload-config'], 'components reach Payload only through src/data']

export const layerRules = [
  {
    files: ['src/domain/**'],
    rules: { ...banned([UI, PAYLOAD, DATA, SEARCH, INTEGRATIONS, VIEWS]), ...noDynamicImport },
  },
  // The engines name Payload's types (the hooks they export are typed by them) but import no Payload code.
  {
    files: ['src/search/**'],
    rules: { ...banned([UI, [...PAYLOAD, true], DATA, INTEGRATIONS, VIEWS]), ...noDynamicImport },
  },
  {
    files: ['src/integrations/**'],
    rules: {
      ...banned([UI, DATA, VIEWS, [['@collections/*'], 'integrations do not reach into collections']]),
      ...noDynamicImport,
    },
  },
  { files: ['src/data/**'], rules: banned([VIEWS]) },
  // A collection's endpoints/ are route handlers (the app layer, served under /api/{collection}), so
  // they may call src/data; its config, access and hooks may not.
  { files: ['collections/**', 'globals/**'], ignores: ['collections/*/endpoints/**'], rules: banned([DATA, VIEWS]) },
  { files: ['collections/*/endpoints/**'], rules: banned([VIEWS]) },
  {
    files: ['src/components/**'],
    ignores: ['src/components/**/*.client.tsx'],
    // Types only: an admin view is typed by Payload's props; its data still comes through src/data.
    rules: banned([COLLECTIONS, [['payload', 'payload/*'], 'components reach Payload only through src/data', true]]),
  },
  {
    files: ['src/components/**/*.client.tsx'],
    rules: banned([
      COLLECTIONS,
      DATA,
      [['payload', 'payload/*', 'server-only', 'node:*'], 'client components ship to the browser: nothing server-only'],
    ]),
  },
]

// A green run means everything ran (docs/testing.md): no skipped, todo, fixme or expected-to-fail test
// and no focused one, except in the files tests/allowed-skips.json lists (scripts/test.mjs fails the
// run on any such test it does not name, whatever this rule lets through). The runner's own fixtures
// plant them on purpose.
const TEST_CALLEE = '/^(it|test|describe|suite|bench)$/'
const NOT_RUN = '/^(skip|skipIf|runIf|todo|fixme|fail|fails|only)$/'
const allowedSkipFiles = JSON.parse(
  fs.readFileSync(new URL('tests/allowed-skips.json', import.meta.url), 'utf8'),
).allowed.map((a) => a.file)
const notRun = [
  {
    // it.skip, test.fixme, it.skipIf(…), test.fail(), describe.only …
    selector: `MemberExpression[object.name=${TEST_CALLEE}][property.name=${NOT_RUN}]`,
    message:
      'a skipped, todo, fixme, expected-to-fail or focused test: make it real, or list it in tests/allowed-skips.json',
  },
  {
    // test.describe.skip, test.describe.fixme, test.describe.only, test.step.skip …
    selector: `MemberExpression[object.type='MemberExpression'][object.object.name=${TEST_CALLEE}][property.name=${NOT_RUN}]`,
    message: 'a skipped, fixme or focused group: make it real, or list it in tests/allowed-skips.json',
  },
  {
    // Vitest's context: it('…', ({ skip }) => skip()) or ctx.skip()
    selector:
      "CallExpression[callee.name='skip'], CallExpression[callee.property.name='skip'][callee.object.name=/^(ctx|context|t)$/]",
    message: 'a test that skips itself: make it real, or list it in tests/allowed-skips.json',
  },
]
// A browser test waits for the event it means (a response, a DOM state, a job's end) or moves the
// page's clock (page.clock), never for a fixed time (docs/testing.md "Waiting for the event"). A
// sleep that must stay says why on an `eslint-disable-next-line no-restricted-syntax -- reason`
// comment (tests/runner/e2e-sleeps.test.ts refuses one without a reason).
const fixedSleeps = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'a fixed sleep: wait for the event it stands for (a response, a DOM state, a job) or use page.clock',
  },
  {
    selector: 'CallExpression[callee.name=/^(setTimeout|sleep|delay)$/]',
    message: 'a fixed sleep: wait for the event it stands for (a response, a DOM state, a job) or use page.clock',
  },
  {
    selector:
      "CallExpression[callee.object.object.name='test'][callee.object.property.name='describe'][callee.property.name='configure'] Property[key.name='mode'][value.value='serial']",
    message: 'serial mode makes tests depend on the order they run in: give each test what it needs',
  },
]
const testRules = (files, selectors, ignores = []) => ({
  files,
  ignores: ['tests/runner/fixtures/**', ...allowedSkipFiles, ...ignores],
  rules: { 'no-restricted-syntax': ['error', ...selectors] },
})
// The e2e specs get both lists (one block per file: a later no-restricted-syntax replaces an earlier one).
const E2E = ['tests/e2e/**/*.ts']
export const testSyntaxRules = [testRules(['tests/**/*.ts'], notRun, E2E), testRules(E2E, [...notRun, ...fixedSleeps])]
// docs/features/public-api.md "The typed client": client code calls our endpoints only through
// src/http/client.ts (typed by each call's contract), so a fetch anywhere else in it is refused.
const FETCH_MESSAGE = 'Call endpoints through the typed client: api.call() from @/http/client'
export const typedClientRules = [
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/**/*.client.tsx', 'src/http/contracts/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: FETCH_MESSAGE })),
      ],
    },
  },
]

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'migrations/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Sorted imports (docs/CONVENTIONS.md "Style"), in the groups the tree already used: Node's own modules,
      // packages, the project's aliases, relative files, then stylesheets. Global stylesheets (side-
      // effect imports) keep their order and come before CSS modules: the order of stylesheets is
      // the order of the cascade.
      'simple-import-sort/imports': [
        'error',
        {
          groups: [
            ['^node:'],
            ['^@?\\w'],
            ['^@/', '^@collections/', '^@globals/', '^@tenants/', '^@payload-config$'],
            ['^\\.'],
            ['^\\u0000', '\\.module\\.s?css$'],
          ],
        },
      ],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Next's own rules (recommended + Core Web Vitals), scoped to the code Next builds.
  {
    files: ['src/**/*.{ts,tsx}', 'tenants/**/*.{ts,tsx}', 'collections/**/*.{ts,tsx}', 'globals/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
  },
  ...layerRules,
  ...testSyntaxRules,
  ...typedClientRules,
  // Payload generates these files (and may again): their import order is Payload's, stylesheets included.
  { files: ['src/app/(payload)/**'], rules: { 'simple-import-sort/imports': 'off' } },
)
