import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rede-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second opener of the same DATA_DIR with a clear message', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `O banco de dados embutido em ${dir} já está em uso pelo processo ${process.pid}. Encerre-o ou use outro DATA_DIR.`,
    );
    lock.release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses when another live process holds it', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, '.lock'), String(child.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(`já está em uso pelo processo ${child.pid}`);
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.lock'), '2147483646');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
