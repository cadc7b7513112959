import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder, found by walking up from this module to the folder that holds the committed
 * migrations (`drizzle/meta/_journal.json`). Works from the sources (apps/api/src/lib) and from the
 * esbuild bundle (apps/api/dist/main.js), whose depths differ.
 */
export const findApiRoot = (from: string = dirname(fileURLToPath(import.meta.url))): string => {
  let dir = resolve(from);
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`Pasta de migrações (drizzle/meta/_journal.json) não encontrada a partir de ${from}`);
};

export const migrationsFolder = (): string => join(findApiRoot(), 'drizzle');

/** apps/web/dist beside apps/api, if the web app was built. */
export const defaultWebDistDir = (): string | null => {
  const dir = join(findApiRoot(), '..', 'web', 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
};
