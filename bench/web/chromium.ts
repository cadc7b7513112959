/** The browser the web benchmarks drive: Debian's Chromium (CHROME_PATH / CHROMIUM_PATH to change it). */
export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The path of one visible partner's page (the first of the public list), or null when there is none. */
export const firstPartnerPath = async (baseUrl: string): Promise<string | null> => {
  const res = await fetch(`${baseUrl}/api/companys/listfiltred/open?pageSize=1&pageIndex=0`);
  if (!res.ok) return null;
  const body = (await res.json()) as { data?: { id: number; path?: string | null }[] };
  const first = body.data?.[0];
  return first ? (first.path ?? `/partnersdetails/${first.id}`) : null;
};
