// ESLint (flat config): typescript-eslint with type information, and the layering of both apps as import rules
// (docs/architecture.md "Layering"). `npm run lint`; the rules' own test: scripts/__tests__/.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const WEB = 'apps/web/src';
const API = 'apps/api/src';

const features = readdirSync(join(root, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature never imports another feature; `except` (relative to features/) adds what one may import besides itself. */
const featureZones = (extra = {}) =>
  features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...(extra[feature] ?? [])],
    message: 'Uma feature não importa outra: mova o que é comum para components/ ou lib/ (ou para @rede/domain).',
  }));

const SHARED_WEB_ZONES = [
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ e lib/ são compartilhados: não importam features/ nem app/ (passe o que precisam por props).',
  },
];

/** Product code only: a web test may render the whole app (`@/app/router`). */
const FEATURE_APP_ZONE = {
  target: `${WEB}/features`,
  from: `${WEB}/app`,
  message: 'As features não importam app/: o app monta as features (rotas, layout).',
};

const APP_BOUNDARY_ZONES = [
  { target: 'packages/domain', from: 'apps', message: '@rede/domain não depende dos apps.' },
  { target: WEB, from: 'apps/api', message: 'O app web fala com a API por HTTP, não importa o código dela.' },
  { target: 'apps/api', from: WEB, message: 'A API não importa o código do app web (o SSR carrega o bundle construído).' },
  {
    target: [`${API}/lib`, `${API}/plugins`, `${API}/config`, `${API}/db`],
    from: `${API}/modules`,
    message: 'lib/, plugins/, config/ e db/ ficam abaixo dos módulos: mova a parte comum para lib/ (ou o plugin para o módulo).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      '.test-data/**',
      'bench/node_modules/**',
      'apps/api/drizzle/**',
      'apps/web/public/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Plain JavaScript (scripts, configs): no type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },

  // TypeScript with type information (projectService: each file's nearest tsconfig.json).
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    plugins: { 'import-x': importX },
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', '*/*/vitest.config.ts', 'packages/*/vitest.config.ts'] },
        tsconfigRootDir: root,
      },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'multi-instance/tsconfig.json', 'scripts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...APP_BOUNDARY_ZONES, ...SHARED_WEB_ZONES, FEATURE_APP_ZONE, ...featureZones()] },
      ],
      // `import type` for types (verbatimModuleSyntax). (`type` over `interface` stays a convention: Fastify's
      // declaration merging needs `interface`.)
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Event handlers and option objects may be async (react-hook-form's handleSubmit, row actions, Fastify's
      // handlers): what they return is awaited or caught where it matters. Arguments (timers, callbacks) are checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, properties: false } }],
      // Off: async functions that implement an async contract without awaiting (Fastify plugins, stores' methods).
      '@typescript-eslint/require-await': 'off',
      // Off: display helpers stringify `unknown` field values on purpose; unions such as `LogAction | string` document intent.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
    },
  },

  // API: no import cycles (file level; module folders: scripts/__tests__/api-module-graph.test.ts).
  {
    files: [`${API}/**/*.ts`],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // Web: React hooks.
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  // Tests read untyped JSON answers and mock freely: no `no-unsafe-*` family there.
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', `${WEB}/testing/**`, 'apps/api/test/**', 'e2e/**', 'multi-instance/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },

  // Web tests render the whole app (`@/app/router`) and the shared test kit lives in src/testing/.
  {
    files: [`${WEB}/**/__tests__/**`, `${WEB}/**/*.test.{ts,tsx}`, `${WEB}/testing/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...APP_BOUNDARY_ZONES, ...SHARED_WEB_ZONES, ...featureZones()],
        },
      ],
    },
  },
);
