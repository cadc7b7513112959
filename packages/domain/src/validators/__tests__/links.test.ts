import { describe, expect, it } from 'vitest';
import { directionsLink, mapsLink, storeDestination } from '../directions-link.ts';
import { telLink } from '../tel-link.ts';
import { formatFileSize } from '../file-size.ts';
import { isValidImagePath } from '../image-path.ts';
import { isExternalLink, isValidLink } from '../link.ts';
import { partnerPath } from '../partner-path.ts';
import { slugify } from '../slugify.ts';
import { whatsappLink } from '../whatsapp-link.ts';

describe('whatsappLink', () => {
  it('prepends 55 and url-encodes the message', () => {
    expect(whatsappLink('(11) 98765-4321', 'Olá, vi sua loja!')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1%2C%20vi%20sua%20loja!');
  });
  it('keeps the number as is when it starts with +', () => {
    expect(whatsappLink('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
  });
});

describe('directionsLink and mapsLink', () => {
  const store = {
    name: 'Baterias do Zé',
    logradouro: 'Rua das Flores',
    numero: '100',
    neibor: 'Centro',
    city: 'São Paulo',
    uf: 'SP',
    cep: '01001-000',
    addressPosition: { latitude: -23.55, longitude: -46.63 },
  };
  it('name the store by its name and address, so the maps app shows the store, not a bare pin', () => {
    const destination = 'Baterias do Zé, Rua das Flores, 100, Centro, São Paulo - SP, 01001-000';
    expect(storeDestination(store)).toBe(destination);
    expect(directionsLink(store)).toBe(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`);
    expect(mapsLink(store)).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(destination)}`);
  });
  it('fall back to the coordinates only without any address', () => {
    expect(storeDestination({ name: 'Loja', addressPosition: { latitude: -23.55, longitude: -46.63 } })).toBe('-23.55,-46.63');
  });
});

describe('telLink', () => {
  it('adds the country code 55, or keeps the one a number starting with + has', () => {
    expect(telLink('(11) 3942-7457')).toBe('tel:+551139427457');
    expect(telLink(' (11) 98888-7777 ')).toBe('tel:+5511988887777');
    expect(telLink('+351 912 345 678')).toBe('tel:+351912345678');
  });
});

describe('formatFileSize', () => {
  it('uses base 1024 from Bytes to YB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(490.2 * 1024, 1)).toBe('490,2 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5 MB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
  });
});

describe('slugify and partnerPath', () => {
  it('lowercases, strips accents and joins with hyphens', () => {
    expect(slugify('São Paulo')).toBe('sao-paulo');
    expect(slugify('  Baterias & Cia. — Ação! ')).toBe('baterias-cia-acao');
    expect(slugify('Guarapari/ES')).toBe('guarapari-es');
  });
  it('builds the public partner route', () => {
    expect(partnerPath({ id: 12, uf: 'SP', city: 'São José dos Campos', name: 'Auto Elétrica Zé' })).toBe(
      '/sp/sao-jose-dos-campos/auto-eletrica-ze/12',
    );
  });
});

describe('links and image paths', () => {
  it('accepts http(s) URLs and site-relative paths', () => {
    expect(isValidLink('https://loja.com.br/promo?x=1')).toBe(true);
    expect(isValidLink('http://x.io')).toBe(true);
    expect(isValidLink('/companys?status=pending')).toBe(true);
  });
  it('rejects other schemes, protocol-relative links and plain text', () => {
    expect(isValidLink('javascript:alert(1)')).toBe(false);
    expect(isValidLink('ftp://x.io/a')).toBe(false);
    expect(isValidLink('//evil.com')).toBe(false);
    expect(isValidLink('promo')).toBe(false);
    expect(isValidLink('https://a b.com')).toBe(false);
  });
  it('tells external links', () => {
    expect(isExternalLink('https://x.io')).toBe(true);
    expect(isExternalLink('/banners')).toBe(false);
  });
  it('accepts stored upload names and rejects traversal', () => {
    expect(isValidImagePath('3f2a-logo.png')).toBe(true);
    expect(isValidImagePath('uploads/3f2a.png')).toBe(true);
    expect(isValidImagePath('/api/uploads/files/3f2a.png')).toBe(true);
    expect(isValidImagePath('https://cdn.x.io/a.png')).toBe(true);
    expect(isValidImagePath('../etc/passwd')).toBe(false);
    expect(isValidImagePath('a/../../b.png')).toBe(false);
    expect(isValidImagePath('a\\b.png')).toBe(false);
    expect(isValidImagePath('//evil.com/a.png')).toBe(false);
    expect(isValidImagePath('')).toBe(false);
  });
});
