import { readFileSync } from 'node:fs';

/** VmRSS and VmHWM (peak) of a process, in bytes (Linux /proc). */
export const readMemory = (pid: number): { rss: number; peak: number } | null => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
};

/** Polls the process's RSS every `intervalMs` until stop(); returns the highest RSS seen. */
export const sampleRss = (pid: number, intervalMs = 50) => {
  let max = readMemory(pid)?.rss ?? 0;
  const timer = setInterval(() => {
    const rss = readMemory(pid)?.rss;
    if (rss !== undefined && rss > max) max = rss;
  }, intervalMs);
  return {
    /** The highest RSS seen so far (the sampling goes on). */
    max(): number {
      const rss = readMemory(pid)?.rss;
      return rss !== undefined && rss > max ? rss : max;
    },
    stop(): number {
      clearInterval(timer);
      return this.max();
    },
  };
};

/** CPU time (user + system) a process has used so far, in ms (Linux /proc/<pid>/stat, clock ticks of 10 ms). */
export const readCpuMs = (pid: number): number => {
  try {
    // the fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14 and 15
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
};
