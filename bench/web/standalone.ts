/**
 * The web benchmarks alone, against a server already running:
 *   node --import tsx bench/web/standalone.ts http://127.0.0.1:3000 [firstLoad,lighthouse,map] [out.json]
 * (bench/run.ts runs them with everything else: `npm run bench -- --only web`).
 */
import { writeFileSync } from 'node:fs';
import { benchWeb, WEB_PARTS, type TWebPart } from './index.ts';

const [baseUrl, only, outFile] = process.argv.slice(2);
if (!baseUrl) {
  console.error('uso: node --import tsx bench/web/standalone.ts <url base> [firstLoad,lighthouse,map] [saida.json]');
  process.exit(2);
}
const parts = only ? (only.split(',').filter((p) => (WEB_PARTS as readonly string[]).includes(p)) as TWebPart[]) : undefined;
const result = await benchWeb({ baseUrl, log: (line) => console.log(line), parts });
const json = `${JSON.stringify(result, null, 2)}\n`;
if (outFile) writeFileSync(outFile, json);
else console.log(json);
