/**
 * Public home first-load JavaScript (gzip bytes), from the built web app's manifest: the logic of
 * apps/web/scripts/measure-first-load.mjs (`npm run measure:web`), which this reuses.
 */
import { formatFirstLoad, measureFirstLoad } from '../../apps/web/scripts/measure-first-load.mjs';

export const FIRST_LOAD_TARGET_BYTES = 200 * 1024;

export const benchFirstLoad = (log: (line: string) => void) => {
  const result = measureFirstLoad();
  for (const line of formatFirstLoad(result)) if (line) log(`  ${line}`);
  const met = result.totalGzipBytes < FIRST_LOAD_TARGET_BYTES;
  log(`first load: ${(result.totalGzipBytes / 1024).toFixed(1)} KB gzip (target < 200 KB: ${met ? 'met' : 'MISSED'})`);
  return {
    gzipBytes: result.totalGzipBytes,
    rawBytes: result.totalRawBytes,
    targetBytes: FIRST_LOAD_TARGET_BYTES,
    met,
    initialGzipBytes: result.initial.gzipBytes,
    homeRouteGzipBytes: result.homeRoute.gzipBytes,
    cssGzipBytes: result.css.gzipBytes,
    files: [...result.initial.files, ...result.homeRoute.files].map((f) => ({ file: f.file, gzip: f.gzip })),
    forbidden: result.forbidden,
    method: 'static import closure of src/main.tsx + routes/public/root.tsx + routes/public/home.tsx in dist/.vite/manifest.json, gzip -9',
  };
};
