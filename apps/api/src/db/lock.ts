import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type DataDirLock = { path: string; release: () => void };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`O banco de dados embutido em ${dataDir} já está em uso pelo processo ${pid}. Encerre-o ou use outro DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (path: string): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Takes the exclusive lock `DATA_DIR/.lock` (created with 'wx', holding our pid). PGlite has no
 * inter-process lock, so a second process on the same data dir would silently lose writes: refuse it.
 * A lock left by a dead process is taken over. The same process asking twice is refused too.
 */
export const acquireDataDirLock = (dataDir: string): DataDirLock => {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, '.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(path) === process.pid) {
          try {
            unlinkSync(path);
          } catch {
            /* already gone */
          }
        }
      };
      process.on('exit', release);
      return { path, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(path);
      if (pid !== null && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      try {
        unlinkSync(path); // stale lock (dead process or unreadable): take over
      } catch {
        /* someone else removed it first; retry */
      }
    }
  }
  const pid = readPid(path) ?? 0;
  throw new DataDirLockedError(dir, pid);
};
