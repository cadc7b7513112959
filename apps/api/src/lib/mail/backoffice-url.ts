/** An address on the back-office host for links in e-mails (`https://` unless the host names its scheme); null without that host. */
export const backofficeUrl = (host: string | null, path: string): string | null => {
  if (!host) return null;
  const base = /^https?:\/\//i.test(host) ? host : `https://${host}`;
  return `${base.replace(/\/+$/, '')}${path}`;
};
