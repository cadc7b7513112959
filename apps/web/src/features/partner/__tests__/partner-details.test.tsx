import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRoutes, routerFlushSync } from '@/app/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

// the Leaflet map is replaced (jsdom lays nothing out); `mapFails` makes it fail to render, as a broken chunk would
const mapState = vi.hoisted(() => ({ fails: false }));
vi.mock('../components/partner-location-map', () => ({
  PartnerLocationMap: ({ label }: { label: string }) => {
    if (mapState.fails) throw new Error('boom');
    return <div data-testid="partner-location-map" role="region" aria-label={label} />;
  },
}));

const partner = {
  id: 12,
  name: 'Baterias do Zé',
  logradouro: 'Rua das Flores',
  numero: '100',
  complement: null,
  neibor: 'Centro',
  city: 'São Paulo',
  uf: 'SP',
  cep: '01001-000',
  phone: '(11) 3333-4444',
  email: 'ze@exemplo.com.br',
  photo: null,
  logo: null,
  whatsapp: '(11) 98888-7777',
  lines: [{ id: 1, name: 'Moto' }],
  addressPosition: { latitude: -23.55, longitude: -46.63 },
  isAssistence: true,
  slug: 'baterias-do-ze',
  path: '/sp/sao-paulo/baterias-do-ze/12',
  hours: null,
  nearby: [
    { id: 30, name: 'Loja Perto', city: 'São Paulo', uf: 'SP', slug: 'loja-perto', path: '/sp/sao-paulo/loja-perto/30', distanceKm: 2.34 },
    { id: 31, name: 'Loja Longe', city: 'Osasco', uf: 'SP', slug: 'loja-longe', path: '/sp/osasco/loja-longe/31', distanceKm: 14.6 },
  ],
};

describe('partner details', () => {
  let api: TFakeApi;
  beforeEach(() => {
    mapState.fails = false;
    api = createFakeApi();
    api.on('GET', '/api/companys/company/partnerDetails/12', () => jsonResponse(partner));
    api.on('GET', '/api/companys/company/partnerDetails/99', () => errorResponse(404, 'Registro não encontrado.'));
  });

  it('shows the partner with its links, lines, map section, title and canonical URL', async () => {
    renderApp('/sp/sao-paulo/baterias-do-ze/12');
    expect(await screen.findByRole('heading', { name: 'Baterias do Zé', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Rua das Flores, 100 – Centro – São Paulo-SP – 01001-000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ligar/ })).toHaveAttribute('href', 'tel:+551133334444');
    expect(screen.getByRole('link', { name: /Whatsapp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=Ol%C3%A1/);
    expect(screen.getByRole('link', { name: /Ir Para a Loja/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=' +
        encodeURIComponent('Baterias do Zé, Rua das Flores, 100, Centro, São Paulo - SP, 01001-000'),
    );
    expect(screen.getByRole('link', { name: /Ver no Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=' +
        encodeURIComponent('Baterias do Zé, Rua das Flores, 100, Centro, São Paulo - SP, 01001-000'),
    );
    expect(screen.getByRole('heading', { name: 'Linhas de Produtos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Localização' })).toBeInTheDocument();
    // the section and the map inside it are two regions with distinct names
    expect(await screen.findByRole('region', { name: 'Mapa: Baterias do Zé' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Navegação estrutural' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Início', '/'],
      ['São Paulo', '/sp'],
      ['São Paulo', '/sp/sao-paulo'],
    ]);
    expect(within(trail).getByText('Baterias do Zé')).toHaveAttribute('aria-current', 'page');
    // the JSON-LD trail has the same steps
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>[];
    const crumbs = jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((item) => [item.name, new URL(item.item).pathname])).toEqual([
      ['Início', '/'],
      ['São Paulo', '/sp'],
      ['São Paulo', '/sp/sao-paulo'],
      ['Baterias do Zé', '/sp/sao-paulo/baterias-do-ze/12'],
    ]);
    expect(screen.getByText('Assistência técnica')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Linhas de Produtos' })).getByRole('listitem')).toHaveTextContent('Moto');
    await vi.waitFor(() => expect(document.title).toContain('Baterias do Zé'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/sp\/sao-paulo\/baterias-do-ze\/12$/);
  });

  it('without a photo: a thin brand band instead of a grey placeholder, and the brand image for link previews', async () => {
    renderApp('/sp/sao-paulo/baterias-do-ze/12');
    expect(await screen.findByRole('heading', { name: 'Baterias do Zé', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('partner-cover-band')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Fachada|Foto/ })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/og-image\.png$/));
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("with a photo: the photo as the cover and as the link previews' image", async () => {
    api.on('GET', '/api/companys/company/partnerDetails/12', () => jsonResponse({ ...partner, photo: 'fachada.png' }));
    renderApp('/sp/sao-paulo/baterias-do-ze/12');
    expect(await screen.findByRole('heading', { name: 'Baterias do Zé', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('partner-cover-band')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/api\/uploads\/files\/fachada\.png$/),
    );
  });

  it("lists 'Outros parceiros perto daqui' with links, city-UF and distance, and the legal links at the foot", async () => {
    const { user } = renderApp('/sp/sao-paulo/baterias-do-ze/12');
    const section = await screen.findByRole('region', { name: 'Outros parceiros perto daqui' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Loja PertoSão Paulo-SP · 2,3 km', 'Loja LongeOsasco-SP · 15 km']);
    expect(within(items[0]!).getByRole('link', { name: 'Loja Perto' })).toHaveAttribute('href', '/sp/sao-paulo/loja-perto/30');
    expect(within(items[1]!).getByRole('link', { name: 'Loja Longe' })).toHaveAttribute('href', '/sp/osasco/loja-longe/31');
    const legal = screen.getByRole('navigation', { name: 'Links úteis' });
    expect(within(legal).getByRole('button', { name: 'Política de Privacidade' })).toBeInTheDocument();
    api.on('GET', '/api/settings/public', () =>
      jsonResponse({ termsAndConditions: '<p>Regras da rede</p>', privacyPolicy: null, bannerDesk: null, bannerMobile: null }),
    );
    await user.click(within(legal).getByRole('button', { name: 'Termos de Uso' }));
    expect(await screen.findByRole('dialog', { name: 'Termos de Uso' })).toHaveTextContent('Regras da rede');
  });

  it('shows no nearby section when the answer has no nearby partner', async () => {
    api.on('GET', '/api/companys/company/partnerDetails/12', () => jsonResponse({ ...partner, nearby: [] }));
    renderApp('/sp/sao-paulo/baterias-do-ze/12');
    expect(await screen.findByRole('heading', { name: 'Baterias do Zé', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Outros parceiros perto daqui' })).toBeNull();
  });

  it("a map that fails says so in Portuguese with 'Tentar novamente', which loads it again", async () => {
    mapState.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/sp/sao-paulo/baterias-do-ze/12');
    const alert = await screen.findByText('Erro carregando mapa: o mapa não pôde ser exibido. Toque em "Tentar novamente" ou recarregue a página.');
    expect(screen.queryByTestId('partner-location-map')).toBeNull();
    mapState.fails = false;
    await user.click(within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('partner-location-map')).toBeInTheDocument();
  });

  it('a partner that is not visible is not found', async () => {
    renderApp('/partnersdetails/99');
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });
});

describe("partner details: 'Voltar'", () => {
  beforeEach(() => {
    // the entry the earlier tests' routers left (its index in the router's history) must not count as our page
    window.history.replaceState(null, '', '/');
    const api = createFakeApi();
    api.on('GET', '/api/companys/company/partnerDetails/12', () => jsonResponse(partner));
  });

  it("goes to the partner's city list when the visitor arrived from outside the site", async () => {
    const { user, router } = renderApp('/sp/sao-paulo/baterias-do-ze/12');
    expect(await screen.findByRole('heading', { name: 'Baterias do Zé', level: 1 })).toBeInTheDocument();
    // a link to the city list, so it works without JavaScript too
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/sp/sao-paulo');
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sp/sao-paulo'));
  });

  it('goes back in history when the previous page is ours', async () => {
    window.history.replaceState(null, '', '/teste');
    const router = createBrowserRouter(createAppRoutes());
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <RouterProvider router={router} flushSync={routerFlushSync} />
      </AppProvider>,
    );
    await act(() => router.navigate('/sp/sao-paulo/baterias-do-ze/12'));
    expect(await screen.findByRole('heading', { name: 'Baterias do Zé', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/teste'));
    router.dispose();
  });
});
