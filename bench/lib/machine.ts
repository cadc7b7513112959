import { cpus, loadavg, totalmem, platform, release } from 'node:os';

/** The machine the figures were measured on (CPU, cores, memory, node, load when measured). */
export const machineInfo = () => ({
  cpu: cpus()[0]?.model.trim() ?? 'desconhecida',
  cores: cpus().length,
  memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
  node: process.version,
  os: `${platform()} ${release()}`,
});

/** 1, 5 and 15-minute load averages (other processes share the CPU: read the figures with them). */
export const loadAverage = () => loadavg().map((n) => Math.round(n * 100) / 100);
