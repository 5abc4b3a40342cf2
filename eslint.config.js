import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The layers: contract → api → store (src/store, then src/features, then src/composition, which
// assembles the features into the store) → react and views, with the connectors beside the
// store, which reaches them only through the Connector interface. A folder imports from the
// layers below it, never above: each rule lists what is above, and may name the one module
// under those folders that stays allowed (`except`, a path inside them).
const above = (folders, message, except) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^(\\.\\./)+(${folders.join('|')})(${except ? `/(?!${except}$)` : '/'}|$)`,
          message,
        },
      ],
    },
  ],
})
/** The folders the two bottom layers (the contract, the JSON-RPC transport) import none of, but each other. */
const portico = {
  folders: [
    'contract',
    'rpc',
    'api',
    'store',
    'features',
    'composition',
    'react',
    'views',
    'connectors',
    'walletconnect',
    'frame',
    'config',
  ],
  without: (folder) => portico.folders.filter((f) => f !== folder),
}
const layers = [
  {
    files: ['src/contract/**'],
    rules: above(portico.without('contract'), 'The contract is the bottom layer: it imports nothing of Portico.'),
  },
  {
    files: ['src/rpc/**'],
    rules: above(
      portico.without('rpc'),
      'The JSON-RPC transport is used by the api and the connectors alike: it imports nothing of Portico.',
    ),
  },
  {
    files: ['src/api/**'],
    // One way up, on purpose: the generated React hooks read Portico's own react-redux context.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(store|features|composition|views|connectors|walletconnect|frame)(/|$)',
              message:
                'The api receives what it reads (api/hostState.ts); it imports nothing of the store, the views or the connectors.',
            },
            {
              regex: '^(\\.\\./)+react(/(?!reduxContext$)|$)',
              message: 'Of react/, the api imports only the context its hooks read (reduxContext).',
            },
          ],
        },
      ],
    },
  },
  {
    // The embedded wallet's frame protocol is a connector's transport, like WalletConnect's rules.
    files: ['src/connectors/**', 'src/walletconnect/**', 'src/frame/**'],
    rules: above(
      ['api', 'store', 'features', 'composition', 'react', 'views'],
      'Connectors sit beside the store: they know wallets, not the store, the api or the views.',
    ),
  },
  {
    files: ['src/store/**', 'src/composition/**'],
    rules: above(
      ['react', 'views', 'frame'],
      "The store and its features know nothing of React or the views, nor of the frame's protocol (its connector carries it).",
    ),
  },
  {
    // The composition imports every feature: a feature that imported it would import them all.
    files: ['src/features/**'],
    rules: above(
      ['composition', 'react', 'views', 'frame'],
      "A feature knows nothing of the composition that assembles it, of React or the views, nor of the frame's protocol (its connector carries it).",
    ),
  },
  // Unit tests, stories and contract tests build their stores with one harness (harness/). Of
  // test/, they import only the suite's waits (test/support/waits.ts, which imports nothing):
  // every bound the suite waits within comes from there.
  {
    files: ['harness/**', 'contracts/**', '.storybook/**'],
    rules: above(
      ['test'],
      "What tests, stories and contracts share lives in harness/; test/ is the unit tests' own.",
      'support/waits',
    ),
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'contracts/.generated',
      'mocks/browser/mockServiceWorker.js',
      'examples/*/node_modules',
      'examples/*/.next',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layers,
  {
    files: ['src/**'],
    ignores: ['src/store/toolkit.ts'],
    rules: {
      // The built package runs two copies of Redux Toolkit (src/store/toolkit.ts says why).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@reduxjs/toolkit',
              importNames: ['TaskAbortError'],
              message:
                "The listener middleware throws store/toolkit's TaskAbortError: `instanceof` holds against that one only.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='subscribe'][value.value=false]",
          message:
            'A request asked for one answer goes through answerOf (api/answerOf.ts): an unheld one is aborted when an earlier one of its entry is collected.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // The example hosts run in Node as a host's own scripts would.
    files: ['examples/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly' } },
  },
  {
    // A CommonJS host's script: `require` is what it shows.
    files: ['examples/**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', process: 'readonly', console: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
