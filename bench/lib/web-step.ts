/** Owned by the web benchmark; resolved at run time so this file compiles without it. */
const WEB_MODULE = new URL('../web/index.ts', import.meta.url).href;

type BenchWeb = (options: { baseUrl: string; log: (line: string) => void }) => Promise<Record<string, unknown>>;

/**
 * Items 4 and 5 (bench/web, first load, Lighthouse, map of 20 000 partners), when that module exists;
 * otherwise `{ skipped }` with the reason.
 */
export const runWebStep = async (baseUrl: string, log: (line: string) => void): Promise<Record<string, unknown>> => {
  let benchWeb: BenchWeb;
  try {
    ({ benchWeb } = (await import(WEB_MODULE)) as { benchWeb: BenchWeb });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND' || !String((error as Error).message).includes('web/index.ts')) throw error;
    const reason = 'bench/web/index.ts ainda não existe';
    log(`  ignorada: ${reason}`);
    return { skipped: reason };
  }
  return benchWeb({ baseUrl, log });
};
