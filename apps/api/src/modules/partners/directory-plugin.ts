import fp from 'fastify-plugin';
import { createDirectoryChanges, type DirectoryChanges } from '../../plugins/app/directory-changes.ts';
import { createPartnerDirectory, type PartnerDirectory } from './directory/partner-directory.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * THE change signal of the public directory: write paths emit `{ companyIds }` / `{ lineIds }` after
     * their commit (a write made outside the API: emit `{ all: true }`). The read model and the public
     * answer cache follow it.
     */
    directoryChanges: DirectoryChanges;
    /** The read model of the visible partners (the public list and map answer from it). */
    partnerDirectory: PartnerDirectory;
  }
}

/**
 * Decorates `app.directoryChanges` and `app.partnerDirectory`; every change empties the public answer
 * cache at once (synchronously, before the write's answer is sent) and is queued into the read model,
 * which the next public query waits for.
 */
export const partnerDirectoryPlugin = fp(
  async (app) => {
    const changes = createDirectoryChanges();
    const directory = createPartnerDirectory({ db: app.db, log: app.log });
    app.decorate('directoryChanges', changes);
    app.decorate('partnerDirectory', directory);
    const unsubscribe = changes.on((change) => {
      app.publicCache.invalidate();
      directory.apply(change);
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      await directory.close();
    });
  },
  { name: 'partner-directory', dependencies: ['public-cache'] },
);
