import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { createAppRoutes, serverRenderedRoutes } from '../router';

describe('serverRenderedRoutes', () => {
  it('matches a public URL as the whole tree does, with the same route objects below the root', () => {
    const routes = createAppRoutes();
    for (const path of ['/', '/pr', '/pr/curitiba', '/pr/curitiba/loja-x/12', '/partnersdetails/12', '/?uf=PR&line=2']) {
      const url = new URL(path, 'http://localhost');
      const whole = matchRoutes(routes, url)!;
      const publicOnly = matchRoutes(serverRenderedRoutes(routes), url)!;
      expect(
        publicOnly.map((m) => m.pathname),
        path,
      ).toEqual(whole.map((m) => m.pathname));
      expect(
        publicOnly.slice(1).every((m, i) => m.route === whole[i + 1]!.route),
        path,
      ).toBe(true);
    }
  });

  it('leaves out the areas the server never renders', () => {
    const routes = createAppRoutes();
    expect(matchRoutes(serverRenderedRoutes(routes), '/login')?.at(-1)?.route.path).not.toBe('login');
    expect(serverRenderedRoutes(routes)[0]!.children).toHaveLength(1);
    // the public area (its lazy module is the public root)
    expect(String(serverRenderedRoutes(routes)[0]!.children![0]!.lazy)).toContain('routes/public/root');
    expect(routes[0]!.children!.length).toBeGreaterThan(1);
  });
});
