/**
 * The data a directory page ('', {uf}, {uf}/{municipio}) renders with, fetched ahead of rendering (server
 * rendering): the same queries, with the same keys, that DirectoryHome asks for, so the page renders once
 * with everything and the browser hydrates without asking again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { publicLinesQuery } from './api/get-lines';
import { citiesQuery, statesQuery } from './api/get-locations';
import { partnersQuery } from './api/get-partners';
import { publicSettingsQuery } from './api/get-public-settings';
import { OPEN_NOW_PARAM } from './constants';
import { cityNameOfSlug, filtersOf, startPageOf } from './components/use-directory-filters';

export const prefetchDirectoryPage = async (client: QueryClient, params: Params, search: URLSearchParams): Promise<void> => {
  const base = Promise.all([client.prefetchQuery(statesQuery()), client.prefetchQuery(publicLinesQuery()), client.prefetchQuery(publicSettingsQuery())]);
  const uf = params.uf ? params.uf.toUpperCase() : null;
  let cityName: string | null = null;
  if (uf) {
    const cities = await client.fetchQuery(citiesQuery(uf));
    cityName = cityNameOfSlug(params.municipio ?? null, cities);
    // a city without partners yet is still a city (its page says so): looked up among every municipality
    if (params.municipio && !cityName) cityName = cityNameOfSlug(params.municipio, await client.fetchQuery(citiesQuery(uf, true)));
  }
  if (!params.municipio || cityName) {
    await client.prefetchInfiniteQuery(partnersQuery(filtersOf(params.uf, cityName, search), null, startPageOf(search), search.get(OPEN_NOW_PARAM) === 'true'));
  }
  await base;
};
