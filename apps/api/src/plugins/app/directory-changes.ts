import { EventEmitter } from 'node:events';

/**
 * What changed in the data the public directory shows, emitted once a write has committed:
 * - `companyIds`: these companies (created, edited, approved, rejected, (de)activated, lines changed,
 *   deleted: the read model reloads exactly these rows, whatever they became);
 * - `lineIds`: these product lines (created, renamed, deleted: their names appear in every partner that has them);
 * - `all`: anything, or unknown (an instance that may have missed changes): the read model rebuilds from the database.
 */
export type DirectoryChange = { companyIds: readonly number[] } | { lineIds: readonly number[] } | { all: true };

/** 'local': a write of this process; 'remote': relayed from another instance (LISTEN/NOTIFY, Redis…), never sent back. */
export type DirectoryChangeOrigin = 'local' | 'remote';

export type DirectoryChangeListener = (change: DirectoryChange, origin: DirectoryChangeOrigin) => void;

/**
 * THE change signal of the public directory (`app.directoryChanges`). Write paths emit after their
 * commit; the read model and the public answer cache listen. A relay between instances subscribes to
 * the 'local' changes to publish them, and emits what it receives with origin 'remote'; after a lost
 * connection it emits `{ all: true }` (the read model rebuilds).
 */
export type DirectoryChanges = {
  emit(change: DirectoryChange, origin?: DirectoryChangeOrigin): void;
  /** Calls `listener` synchronously on every change; returns the unsubscribe function. */
  on(listener: DirectoryChangeListener): () => void;
};

const EVENT = 'change';

export const createDirectoryChanges = (): DirectoryChanges => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    emit(change, origin = 'local') {
      if ('companyIds' in change && change.companyIds.length === 0) return;
      if ('lineIds' in change && change.lineIds.length === 0) return;
      emitter.emit(EVENT, change, origin);
    },
    on(listener) {
      emitter.on(EVENT, listener);
      return () => emitter.off(EVENT, listener);
    },
  };
};
