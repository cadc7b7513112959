import { parseArgs } from 'node:util';

export const STEPS = ['search', 'map', 'pages', 'analytics', 'list', 'export', 'web', 'cluster', 'import'] as const;
export type Step = (typeof STEPS)[number];

export type BenchOptions = {
  companies: number;
  /** Seconds of each autocannon run (the warm-up is a fifth of it, at least 1 s). */
  duration: number;
  connections: number;
  /** Timed requests of each back-office list case (sequential, after a warm-up). */
  samples: number;
  steps: Step[];
  quick: boolean;
  output: string;
};

export const USAGE = `npm run bench -- [--companies N] [--duration S] [--connections C] [--samples N] [--only search,map,pages,analytics,list,export,web,cluster,import] [--quick] [--output file.json]
  --companies    empresas geradas (padrão 100000; --quick: 5000)
  --duration     segundos de cada carga do autocannon (padrão 10; --quick: 2)
  --connections  conexões simultâneas do autocannon (padrão 50)
  --samples      requisições cronometradas por caso da lista do back-office (padrão 200; --quick: 50)
  --only         etapas a rodar, separadas por vírgula (padrão: todas)
  --quick        fumaça: poucos dados, cargas curtas
  --output       arquivo JSON dos resultados (padrão bench/results/latest.json)
Com DATABASE_URL, cria um banco novo rede_bench_<pid> nesse servidor e o apaga no fim; só então roda a etapa
'cluster' (busca aleatória pelo nginx com 1 e com 3 instâncias; precisa do nginx; usa REDIS_URL se houver).`;

const positive = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} deve ser um inteiro positivo (recebido: ${value})`);
  return n;
};

/** Parses the command line; throws with a readable message on a bad option. */
export const parseOptions = (argv: string[], defaultOutput: string): BenchOptions | 'help' => {
  const { values } = parseArgs({
    args: argv,
    options: {
      companies: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      samples: { type: 'string' },
      only: { type: 'string' },
      quick: { type: 'boolean', default: false },
      output: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const quick = values.quick === true;
  const steps =
    values.only === undefined
      ? [...STEPS]
      : values.only
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  const unknown = steps.filter((s) => !(STEPS as readonly string[]).includes(s));
  if (unknown.length > 0 || steps.length === 0) throw new Error(`--only aceita ${STEPS.join(', ')} (recebido: ${values.only})`);
  return {
    companies: positive('companies', values.companies, quick ? 5_000 : 100_000),
    duration: positive('duration', values.duration, quick ? 2 : 10),
    connections: positive('connections', values.connections, 50),
    samples: positive('samples', values.samples, quick ? 50 : 200),
    steps: steps as Step[],
    quick,
    output: values.output ?? defaultOutput,
  };
};
