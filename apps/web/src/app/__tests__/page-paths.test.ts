import { describe, expect, it } from 'vitest';
import { matchPagePath, PAGE_PATHS } from '@rede/domain';
import { ROUTES } from '../routes-config';

const areaOf = (route: (typeof ROUTES)[number]) =>
  route.area === 'public' ? (route.path.startsWith('company_register') ? 'register' : 'public') : 'backoffice';

describe("the server's list of pages (PAGE_PATHS)", () => {
  it('is exactly the route table, with each route in its hosting area', () => {
    const fromRoutes = ROUTES.map((route) => `${route.path} ${areaOf(route)}`).sort();
    const fromDomain = PAGE_PATHS.map((page) => `${page.path} ${page.area}`).sort();
    expect(fromDomain).toEqual(fromRoutes);
  });

  it('matches as the router and its parameter checks do', () => {
    for (const path of [
      '/',
      '/sp',
      '/SP/',
      '/sp/sao-paulo',
      '/sp/sao-paulo/loja-do-ze/12',
      '/partnersdetails/12',
      '/company',
      '/company/3',
      '/Login',
      '/settings/companyLog/details/4',
    ])
      expect(matchPagePath(path), path).not.toBeNull();
    for (const path of ['/zz', '/partnersdetails/abc', '/company/abc', '/sp/sao-paulo/loja', '/nao/existe/a/b/c', '/login/x'])
      expect(matchPagePath(path), path).toBeNull();
  });
});
