import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PARTNER_RADII_KM } from '@rede/domain';
import { RADII_KM, useDirectoryFilters } from '../components/use-directory-filters';

const CITIES = [
  { id: 3509502, nome: 'Campinas' },
  { id: 3550308, nome: 'São Paulo' },
];

/** The hook inside a router on the directory's routes, as the home uses it. */
const setup = (path: string, cities: typeof CITIES | undefined) => {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      ['/', '/:uf', '/:uf/:municipio'].map((routePath) => ({ path: routePath, element: children })),
      { initialEntries: [path] },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useDirectoryFilters(cities), { wrapper });
  return { hook, url: () => `${router.state.location.pathname}${router.state.location.search}` };
};

describe('useDirectoryFilters', () => {
  it('keeps every choice made in quick succession (before the page re-renders)', () => {
    const { hook, url } = setup('/', CITIES);
    act(() => {
      hook.result.current.setFilters({ uf: 'SP' });
      hook.result.current.setFilters({ city: 'Campinas' });
      hook.result.current.setFilters({ lines: [2] });
    });
    expect(url()).toBe('/sp/campinas?line=2');
  });

  it('keeps a city from the address while the names of the cities are still loading', () => {
    const { hook, url } = setup('/sp/campinas', undefined);
    expect(hook.result.current.filters.city).toBeNull();
    act(() => hook.result.current.setFilters({ lines: [2] }));
    expect(url()).toBe('/sp/campinas?line=2');
  });

  it('drops the city when the state changes', () => {
    const { hook, url } = setup('/sp/campinas?line=2', CITIES);
    expect(hook.result.current.filters).toEqual({
      uf: 'SP',
      city: 'Campinas',
      lines: [2],
      isAssistence: false,
      openNow: false,
      place: null,
      radiusKm: null,
    });
    act(() => hook.result.current.setFilters({ uf: 'RJ' }));
    expect(url()).toBe('/rj?line=2');
  });

  it('keeps "Aberto agora" (?openNow=true) through filter changes', () => {
    const { hook, url } = setup('/sp?openNow=true', CITIES);
    expect(hook.result.current.filters.openNow).toBe(true);
    act(() => hook.result.current.setFilters({ lines: [2] }));
    expect(url()).toBe('/sp?line=2&openNow=true');
    act(() => hook.result.current.setFilters({ openNow: false }));
    expect(url()).toBe('/sp?line=2');
  });

  it('keeps the place searched (?local=) through filter changes, and drops it when cleared', () => {
    const { hook, url } = setup('/sp?local=01001-000', CITIES);
    expect(hook.result.current.filters.place).toBe('01001-000');
    act(() => hook.result.current.setFilters({ lines: [2] }));
    expect(url()).toBe('/sp?line=2&local=01001-000');
    act(() => hook.result.current.setFilters({ place: 'Curitiba - PR' }));
    expect(url()).toBe('/sp?line=2&local=Curitiba+-+PR');
    act(() => hook.result.current.setFilters({ place: null }));
    expect(url()).toBe('/sp?line=2');
  });

  it('keeps the radius (?raio=25) with the place, reads only the radii the API takes, and drops it on request', () => {
    expect(RADII_KM).toEqual(PARTNER_RADII_KM);
    const { hook, url } = setup('/?local=Campinas&raio=25', CITIES);
    expect(hook.result.current.filters.radiusKm).toBe(25);
    act(() => hook.result.current.setFilters({ radiusKm: 100 }));
    expect(url()).toBe('/?local=Campinas&raio=100');
    act(() => hook.result.current.setFilters({ lines: [2] }));
    expect(url()).toBe('/?line=2&local=Campinas&raio=100');
    act(() => hook.result.current.setFilters({ radiusKm: null }));
    expect(url()).toBe('/?line=2&local=Campinas');
    hook.unmount();
    expect(setup('/?local=Campinas&raio=30', CITIES).hook.result.current.filters.radiusKm).toBeNull();
  });
});
