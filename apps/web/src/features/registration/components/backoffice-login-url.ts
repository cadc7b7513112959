/** The back-office host's login (the same host when none is configured). */
export const backofficeLoginUrl = (host: string | null): string => {
  if (!host) return '/login';
  const clean = host.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  return clean && clean !== window.location.host ? `${window.location.protocol}//${clean}/login` : '/login';
};
