/** The Prioritized Task Scheduling API's `scheduler.yield`, where the browser has it (not yet in TypeScript's DOM types). */
type TScheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser run what waits (input, paint) before the caller goes on: `scheduler.yield()` where the browser has
 * it (the caller resumes ahead of other tasks), otherwise a new task.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: TScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
