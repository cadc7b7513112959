import { and, asc, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { JOB_LOCKS, runExclusively } from '../../db/run-exclusively.ts';
import { uploads } from '../../db/schema/index.ts';
import type { FileStorage, StoredFileInfo } from '../../lib/storage/file-storage.ts';
import { referencedUploadNamesSql } from './upload-references.ts';
import { isStoredName } from './stored-file-name.ts';

/** Advisory lock (one 64-bit key) held by the run that decides what to remove. */
const BATCH = 500;
const MAX_BATCHES = 40;

/** Stored names inside a text (an URL naming an upload). */
const namesIn = (text: string): string[] =>
  [...text.toLowerCase().matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png)/g)].map((m) => m[0]);

/** The rows of `db.execute` (PGlite and node-postgres answer `{ rows }`). */

export type UploadCleanupDeps = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** References outside the database (e.g. LOGO_URL naming an upload): those files are kept. */
  keep?: readonly (string | null | undefined)[];
};

export type UploadCleanupResult = {
  /** False when another instance was deciding at the same moment (this run skipped). */
  ran: boolean;
  /** Files removed: unreferenced after the grace period, and files whose removal had failed before. */
  removed: string[];
  /** Files found in the store without a row, now recorded (stored before uploads were recorded). */
  recorded: number;
};

/**
 * Files in the store the table does not know get a row dated by their modification time, once that
 * is older than the grace period (a file an upload is still recording is younger); files whose row
 * says removed (a removal that failed) are removed again. Idempotent: several instances may run it.
 */
const reconcileStore = async ({ db, storage }: UploadCleanupDeps, cutoff: Date, removed: string[]): Promise<number> => {
  let recorded = 0;
  const check = async (files: StoredFileInfo[]) => {
    const rows = await db
      .select({ name: uploads.name, deletedAt: uploads.deletedAt })
      .from(uploads)
      .where(
        inArray(
          uploads.name,
          files.map((file) => file.name),
        ),
      );
    const known = new Map(rows.map((row) => [row.name, row.deletedAt]));
    const unknown = files.filter((file) => !known.has(file.name) && file.modifiedAt < cutoff);
    if (unknown.length > 0) {
      const inserted = await db
        .insert(uploads)
        .values(unknown.map((file) => ({ name: file.name, bytes: file.size, createdAt: file.modifiedAt })))
        .onConflictDoNothing({ target: uploads.name })
        .returning({ id: uploads.id });
      recorded += inserted.length;
    }
    for (const file of files) {
      if (known.get(file.name) instanceof Date) {
        await storage.remove(file.name);
        removed.push(file.name);
      }
    }
  };
  let batch: StoredFileInfo[] = [];
  for await (const file of storage.list()) {
    if (!isStoredName(file.name)) continue; // only names the server generates
    batch.push(file);
    if (batch.length >= BATCH) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await check(batch);
  return recorded;
};

/**
 * Removes uploaded files nobody references once their grace period is over: no column of
 * UPLOAD_REFERENCE_COLUMNS names them, and neither the upload nor the last form that named them
 * (claimed_at) is more recent than `now - graceMs`. A file uploaded for a form not saved yet is
 * therefore kept for the grace period. On several instances one run decides at a time: the decision
 * holds `pg_try_advisory_xact_lock` (a run that does not get it skips), locks the rows it takes
 * (FOR UPDATE SKIP LOCKED) and marks them `deleted_at` before any file is removed; a form naming such
 * a file afterwards is refused (claimUpload), one that named it before moved its grace period.
 */
export const deleteUnreferencedUploads = async (
  deps: UploadCleanupDeps,
  now: Date,
  { graceMs }: { graceMs: number },
): Promise<UploadCleanupResult> => {
  const { db, storage, log } = deps;
  const cutoff = new Date(now.getTime() - graceMs);
  const keep = new Set((deps.keep ?? []).flatMap((value) => (value ? namesIn(value) : [])));
  const removed: string[] = [];
  const recorded = await reconcileStore(deps, cutoff, removed);

  let ran = false;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const decided = await runExclusively(db, JOB_LOCKS.uploadCleanup, async (tx) => {
      const candidates = await tx
        .select({ id: uploads.id, name: uploads.name })
        .from(uploads)
        .where(
          and(
            isNull(uploads.deletedAt),
            lt(sql`greatest(${uploads.createdAt}, ${uploads.claimedAt})`, sql`${cutoff.toISOString()}::timestamptz`),
            sql`lower(${uploads.name}) not in (${referencedUploadNamesSql()})`,
            keep.size > 0 ? notInArray(uploads.name, [...keep]) : undefined,
          ),
        )
        .orderBy(asc(uploads.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (candidates.length > 0)
        await tx
          .update(uploads)
          .set({ deletedAt: now })
          .where(
            inArray(
              uploads.id,
              candidates.map((row) => row.id),
            ),
          );
      return { doomed: candidates.map((row) => row.name), full: candidates.length >= BATCH };
    });
    if (!decided) break;
    ran = true;
    for (const name of decided.doomed) {
      try {
        await storage.remove(name);
        removed.push(name);
      } catch (error) {
        // its row says removed: the next run's reconcile removes it again
        log.warn({ err: error, file: name }, 'falha ao remover um arquivo enviado sem referência');
      }
    }
    if (!decided.full) break;
  }
  if (removed.length > 0 || recorded > 0) log.info({ removed: removed.length, recorded }, 'limpeza de arquivos enviados sem referência');
  return { ran, removed, recorded };
};
