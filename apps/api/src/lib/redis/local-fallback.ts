/**
 * Runs a call on the shared store and, when it fails, the same call on the local one: work goes on per instance
 * while Redis cannot be reached, and the outage is reported once per minute at most.
 */
export const localFallbackGuard = (onError: (error: unknown) => void) => {
  let lastReport = 0;
  return async <T>(call: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (Date.now() - lastReport > 60_000) {
        lastReport = Date.now();
        onError(error);
      }
      return fallback();
    }
  };
};
