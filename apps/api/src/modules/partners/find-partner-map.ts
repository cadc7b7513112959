import type { PartnerDirectory } from './directory/partner-directory.ts';
import type { TPartnerMap, TPartnerMapQuery } from './partner-schemas.ts';

/**
 * GET /companys/listfiltred/map as JSON, from the read model: for the viewport (bbox) and zoom, the
 * clusters (count, centre, expansion zoom) and single partners of the filter set (supercluster), its
 * total and extent (clustered in a worker thread). Callable without HTTP. `at`: the moment openNow is
 * evaluated at (default now).
 */
export const findPartnerMapJson = (directory: PartnerDirectory, query: TPartnerMapQuery, at = new Date()): Promise<string> =>
  directory.mapJson(query, at);

/** findPartnerMapJson() as an object. */
export const findPartnerMap = async (directory: PartnerDirectory, query: TPartnerMapQuery, at = new Date()): Promise<TPartnerMap> =>
  JSON.parse(await findPartnerMapJson(directory, query, at)) as TPartnerMap;
