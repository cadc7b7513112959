import type { FastifyRequest } from 'fastify';
import type { UploadPolicy } from '../../config/upload-policy.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { assertMayUpload } from './assert-may-upload.ts';
import { recordUploads } from './record-uploads.ts';
import { removeStoredUploads, storeMultipartFiles } from './store-multipart-files.ts';
import { findUploadUsage, remainingQuota } from './upload-quota.ts';

export type UploadDeps = { db: Database; storage: FileStorage; policy: UploadPolicy; now: Date };

/**
 * POST /uploads/uploadFiles for `user`: may they upload (403), is any quota left (413, before the body
 * is read), then every file is streamed into the store and checked as it passes (415, 413), and the
 * files are recorded with the quotas checked again under the user's lock. Any refusal leaves nothing
 * of the request stored. Returns the generated names in the order sent.
 */
export const uploadFiles = async ({ db, storage, policy, now }: UploadDeps, user: AuthUser, request: FastifyRequest): Promise<string[]> => {
  await assertMayUpload(db, user);
  const budget = remainingQuota(policy, await findUploadUsage(db, user.id, now));
  const files = await storeMultipartFiles(request, storage, budget);
  try {
    await recordUploads(db, { userId: user.id, files, now, policy });
  } catch (error) {
    await removeStoredUploads(storage, files);
    throw error;
  }
  return files.map((file) => file.name);
};
