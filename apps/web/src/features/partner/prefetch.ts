/** The data the partner page renders with, fetched ahead of rendering (server rendering), with PartnerDetails' query key. */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { partnerDetailsQuery } from './api/get-partner-details';

export const prefetchPartnerPage = async (client: QueryClient, params: Params): Promise<void> => {
  await client.prefetchQuery(partnerDetailsQuery(Number(params.id)));
};
