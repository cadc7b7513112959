import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPartnerMapMarker, TPublicPartner } from '@rede/domain';
import { PartnerMapLeaflet, type TPartnerMapProps } from '../components/partner-map-leaflet';
import { partnerDirections, partnerWhatsapp } from '../components/partner-links';

const tracked = vi.hoisted(() => ({ events: [] as unknown[] }));
vi.mock('@/lib/analytics/track', () => ({ track: (event: unknown) => tracked.events.push(event) }));

// jsdom lays nothing out: give every element a size so Leaflet can place the popup
const size = { clientWidth: 400, clientHeight: 360 };
const saved = Object.fromEntries(Object.keys(size).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});
beforeEach(() => {
  tracked.events.length = 0;
});

const marker: TPartnerMapMarker = {
  id: 9,
  name: 'Loja Nove',
  logradouro: 'Rua Augusta',
  numero: '9',
  neibor: 'Consolação',
  city: 'São Paulo',
  uf: 'SP',
  cep: '01305-000',
  phone: '(11) 3333-4444',
  whatsapp: null,
  addressPosition: { latitude: -23.5, longitude: -46.6 },
  isAssistence: false,
  slug: 'loja-nove',
  path: '/sp/sao-paulo/loja-nove/9',
};
/** The same partner as the list gives it (its card's links are the reference). */
const listed = { ...marker, whatsapp: '(11) 98888-7777', email: null, photo: null, logo: null, hours: null, lines: [] } as TPublicPartner;

const renderMap = (props: Partial<TPartnerMapProps>) =>
  render(
    <PartnerMapLeaflet
      clusters={undefined}
      frameKey="a"
      extent={undefined}
      selection={null}
      selectedPartner={null}
      onSelect={vi.fn()}
      onOpenDetails={vi.fn()}
      detailsHref={(p) => p.path!}
      onViewChange={vi.fn()}
      tileUrl=""
      attribution=""
      userPosition={null}
      onReady={vi.fn()}
      height={360}
      {...props}
    />,
  );

const popup = () => within(screen.getByTestId('partner-map').querySelector<HTMLElement>('.leaflet-popup-content')!);

describe('map info window: Rota and WhatsApp besides Ver Detalhes', () => {
  it("offers the card's directions and WhatsApp links, in a new tab, and counts their clicks", () => {
    renderMap({ selection: { id: 9, source: 'list' }, selectedPartner: listed });
    const route = popup().getByRole('link', { name: 'Rota' });
    expect(route).toHaveAttribute('href', partnerDirections(listed));
    expect(route).toHaveAttribute('target', '_blank');
    expect(route).toHaveAttribute('rel', 'noopener noreferrer');
    const whatsapp = popup().getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      partnerWhatsapp(listed, 'Olá, Loja Nove! Encontrei sua loja na Rede de Parceiros e gostaria de mais informações.'),
    );
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=/);
    expect(popup().getByRole('link', { name: 'Ver Detalhes' })).toHaveAttribute('href', '/sp/sao-paulo/loja-nove/9');
    fireEvent.click(route);
    fireEvent.click(whatsapp);
    expect(tracked.events).toEqual([
      { type: 'directions_click', partnerId: 9 },
      { type: 'whatsapp_click', partnerId: 9 },
    ]);
  });

  it("a map marker's WhatsApp is its own number (the map's answer carries it), else its phone, as on the card; no number, no WhatsApp link", () => {
    const own = renderMap({ selection: { id: 9, source: 'map' }, selectedPartner: { ...marker, whatsapp: '(11) 98888-7777' } });
    expect(popup().getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=/);
    own.unmount();
    const { unmount } = renderMap({ selection: { id: 9, source: 'map' }, selectedPartner: marker });
    expect(popup().getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/551133334444\?text=/);
    unmount();
    renderMap({ selection: { id: 9, source: 'map' }, selectedPartner: { ...marker, phone: null } });
    expect(popup().queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    expect(popup().getByRole('link', { name: 'Rota' })).toBeInTheDocument();
  });

  it('opens the attribution links in a new tab', () => {
    renderMap({
      tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    const control = screen.getByTestId('partner-map').querySelector<HTMLElement>('.leaflet-control-attribution')!;
    const links = within(control).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('https://www.openstreetmap.org/copyright');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
