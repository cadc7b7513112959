import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/**
 * The repository's eslint.config.js, import rules only and without type information (fast): what the layering rules
 * say about a source text placed at `path`.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, project: null } } }],
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

const boundaryErrors = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
};

const OWNER_BAR = "import { OwnerBar } from '@/features/owner/components/owner-bar';\nexport const Bar = OwnerBar;\n";

describe('layering rules (eslint.config.js)', () => {
  it('refuse a shared web component importing a feature (as the header once imported features/owner)', async () => {
    const errors = await boundaryErrors('apps/web/src/components/layout/header.tsx', OWNER_BAR);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^import-x\/no-restricted-paths: .*components\/ e lib\/ são compartilhados/);
  });

  it('refuse a feature importing another feature, by alias or by relative path', async () => {
    expect(await boundaryErrors('apps/web/src/features/directory/components/x.tsx', OWNER_BAR)).toEqual([
      expect.stringMatching(/Uma feature não importa outra/),
    ]);
    const relativeImport = "export { OwnerBar } from '../../owner/components/owner-bar';\n";
    expect(await boundaryErrors('apps/web/src/features/directory/components/x.tsx', relativeImport)).toEqual([
      expect.stringMatching(/Uma feature não importa outra/),
    ]);
  });

  it('refuse lib/ importing app/, and a feature importing app/ outside its tests', async () => {
    const router = "export { createAppRoutes } from '@/app/router';\n";
    expect(await boundaryErrors('apps/web/src/lib/x.ts', router)).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/features/partner/components/x.tsx', router)).toEqual([
      expect.stringMatching(/As features não importam app\//),
    ]);
    expect(await boundaryErrors('apps/web/src/features/partner/__tests__/x.test.tsx', router)).toEqual([]);
  });

  it('let a feature import its own files and app/ import any feature', async () => {
    expect(await boundaryErrors('apps/web/src/features/owner/components/x.tsx', "export { OwnerBar } from './owner-bar';\n")).toEqual([]);
    expect(await boundaryErrors('apps/web/src/app/routes/app/x.tsx', OWNER_BAR)).toEqual([]);
  });

  it('refuse the API lib/ and plugins/ importing a module', async () => {
    const module = "export { getUser } from '../modules/users/get-user.ts';\n";
    expect(await boundaryErrors('apps/api/src/lib/x.ts', module)).toEqual([expect.stringMatching(/ficam abaixo dos módulos/)]);
    expect(await boundaryErrors('apps/api/src/plugins/app/x.ts', module.replace('../', '../../'))).toEqual([
      expect.stringMatching(/ficam abaixo dos módulos/),
    ]);
    expect(await boundaryErrors('apps/api/src/modules/login/x.ts', "export * from '../../lib/clock.ts';\n")).toEqual([]);
  });
});
