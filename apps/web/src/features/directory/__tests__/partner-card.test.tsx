import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { PartnerCard, PartnerList } from '../components/partner-card';
import { makePartner } from './helpers';

const tracked = vi.hoisted(() => ({ events: [] as unknown[] }));
vi.mock('@/lib/analytics/track', () => ({ track: (event: unknown) => tracked.events.push(event) }));

describe('partner card', () => {
  it('links Whatsapp (55 + prefilled pt-BR text), Ir para Loja (directions) and Ver Detalhes (SEO route)', async () => {
    createFakeApi();
    renderWithProviders(<PartnerCard partner={makePartner()} selected={false} onSelect={() => {}} />);
    const whatsapp = await screen.findByRole('link', { name: /Whatsapp/ });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5511988887777');
    expect(url.searchParams.get('text')).toBe('Olá, Baterias do Zé! Encontrei sua loja na Rede de Parceiros e gostaria de mais informações.');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Ir para Loja/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=' +
        encodeURIComponent('Baterias do Zé, Rua das Flores, 100, Centro, São Paulo - SP, 01001-000'),
    );
    expect(screen.getByRole('link', { name: /Ver Detalhes/ })).toHaveAttribute('href', '/sp/sao-paulo/baterias-do-ze/12');
    expect(screen.getByText('Rua das Flores, 100 – Centro')).toBeInTheDocument();
    expect(screen.getByText('São Paulo - SP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(11) 3333-4444' })).toHaveAttribute('href', 'tel:+551133334444');
    expect(screen.queryByText('Assistência técnica')).not.toBeInTheDocument();
  });

  it('records the clicks on the phone, Ir para Loja, Whatsapp and Ver Detalhes (anonymous: the partner id only)', async () => {
    createFakeApi();
    tracked.events = [];
    const { user } = renderWithProviders(<PartnerCard partner={makePartner()} selected={false} onSelect={() => {}} />);
    for (const link of [
      await screen.findByRole('link', { name: /Whatsapp/ }),
      screen.getByRole('link', { name: /Ir para Loja/ }),
      screen.getByRole('link', { name: '(11) 3333-4444' }),
      screen.getByRole('link', { name: /Ver Detalhes/ }),
    ]) {
      link.addEventListener('click', (event) => event.preventDefault());
      await user.click(link);
    }
    expect(tracked.events).toEqual([
      { type: 'whatsapp_click', partnerId: 12 },
      { type: 'directions_click', partnerId: 12 },
      { type: 'phone_click', partnerId: 12 },
      { type: 'details_click', partnerId: 12 },
    ]);
  });

  it('keeps a number starting with + as is, shows the assistance badge and selects on click or keyboard', async () => {
    createFakeApi();
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <PartnerCard partner={makePartner({ whatsapp: '+351 912 345 678', isAssistence: true })} selected onSelect={onSelect} />,
    );
    expect((await screen.findByRole('link', { name: /Whatsapp/ })).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/351912345678\?text=/);
    expect(screen.getByText('Assistência técnica')).toBeInTheDocument();
    const nameButton = screen.getByRole('button', { name: 'Baterias do Zé' });
    expect(nameButton).toHaveAttribute('aria-pressed', 'true');
    nameButton.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(12);
  });
});

describe('partner card photo', () => {
  it('has no empty placeholder without a photo, and shows the photo when there is one', async () => {
    createFakeApi();
    const { unmount, container } = renderWithProviders(<PartnerCard partner={makePartner({ photo: null })} selected={false} onSelect={() => {}} />);
    const card = await screen.findByRole('article');
    expect(card.querySelector('img')).toBeNull();
    expect(card.firstElementChild).toContainElement(screen.getByRole('heading', { name: 'Baterias do Zé' }));
    expect(container.querySelector('svg[data-testid="StorefrontIcon"]')).toBeNull();
    unmount();
    renderWithProviders(<PartnerCard partner={makePartner({ photo: 'loja.jpg' })} selected={false} onSelect={() => {}} />);
    expect(await screen.findByRole('img', { name: /Baterias do Zé/ })).toHaveAttribute('src', expect.stringContaining('loja.jpg'));
  });

  it('says whether the partner is open now, on its own clock, and nothing without hours', async () => {
    createFakeApi();
    // Tuesday 10 March 2026, 15:00 UTC: 12:00 in São Paulo (lunch break), 11:00 in Manaus
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
    try {
      const lunch = '08:00-12:00,13:00-18:00';
      const hours = { week: ['', lunch, lunch, lunch, lunch, lunch, '08:00-12:00'], exceptions: [] };
      const { unmount } = renderWithProviders(<PartnerCard partner={makePartner({ hours })} selected={false} onSelect={() => {}} />);
      expect(await screen.findByText('Fechado · abre hoje às 13:00')).toBeInTheDocument();
      unmount();
      const manaus = renderWithProviders(
        <PartnerCard partner={makePartner({ id: 13, hours, uf: 'AM', city: 'Manaus' })} selected={false} onSelect={() => {}} />,
      );
      expect(await screen.findByText('Aberto agora · fecha às 12:00')).toBeInTheDocument();
      manaus.unmount();
    } finally {
      vi.useRealTimers();
    }
    renderWithProviders(<PartnerCard partner={makePartner({ id: 14, hours: null })} selected={false} onSelect={() => {}} />);
    expect(await screen.findByRole('link', { name: /Ver Detalhes/ })).toBeInTheDocument();
    expect(screen.queryByTestId('partner-hours')).not.toBeInTheDocument();
  });
});

describe('partner list', () => {
  it('lists the cards, styled by the list: no MUI component inside a card (each would cost a style serialisation per card)', async () => {
    createFakeApi();
    const onSelect = vi.fn();
    const partners = [makePartner(), makePartner({ id: 13, name: 'Baterias da Ana', isAssistence: true, whatsapp: '11977776666' })];
    const { user } = renderWithProviders(<PartnerList partners={partners} selectedId={13} onSelect={onSelect} label="Parceiros encontrados" />);
    const list = await screen.findByRole('list', { name: 'Parceiros encontrados' });
    const cards = list.querySelectorAll('article[data-partner-id]');
    expect(cards).toHaveLength(2);
    expect(list.className).toMatch(/css-/);
    for (const card of cards) expect(card.querySelector('[class*="Mui"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Baterias da Ana' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Baterias do Zé' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Baterias do Zé' }));
    expect(onSelect).toHaveBeenCalledWith(12);
  });
});
