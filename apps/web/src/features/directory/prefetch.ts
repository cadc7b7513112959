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
import { placeQuery } from './api/get-place';
import { publicSettingsQuery } from './api/get-public-settings';
import { cityNameOfSlug, filtersOf, startPageOf } from './components/use-directory-filters';

export const prefetchDirectoryPage = async (client: QueryClient, params: Params, search: URLSearchParams): Promise<void> => {
  const base = Promise.all([
    client.prefetchQuery(statesQuery()),
    client.prefetchQuery(publicLinesQuery()),
    client.prefetchQuery(publicSettingsQuery()),
  ]);
  const uf = params.uf ? params.uf.toUpperCase() : null;
  let cityName: string | null = null;
  if (uf) {
    const cities = await client.fetchQuery(citiesQuery(uf));
    cityName = cityNameOfSlug(params.municipio ?? null, cities);
    // a city without partners yet is still a city (its page says so): looked up among every municipality
    if (params.municipio && !cityName) cityName = cityNameOfSlug(params.municipio, await client.fetchQuery(citiesQuery(uf, true)));
  }
  const filters = filtersOf(params.uf, cityName, search);
  // a place typed (?local=): the list sorted from it, as the page shows it (a place not found: the list as usual)
  const place = filters.place ? await client.fetchQuery(placeQuery(filters.place)).catch(() => null) : null;
  const position = place ? { latitude: place.latitude, longitude: place.longitude } : null;
  if (!params.municipio || cityName) await client.prefetchInfiniteQuery(partnersQuery(filters, position, startPageOf(search)));
  await base;
};
