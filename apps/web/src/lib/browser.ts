/** Page-level navigation the app performs outside the router; replaceable in tests (jsdom cannot navigate). */
export const browser = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
};
