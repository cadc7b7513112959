import { describe, expect, it } from 'vitest';
import { directionsLink } from '../directions-link.ts';
import { formatFileSize } from '../file-size.ts';
import { isValidImagePath } from '../image-path.ts';
import { isExternalLink, isValidLink } from '../link.ts';
import { partnerPath } from '../partner-path.ts';
import { slugify } from '../slugify.ts';
import { whatsappLink } from '../whatsapp-link.ts';

describe('whatsappLink', () => {
  it('prepends 55 and url-encodes the message', () => {
    expect(whatsappLink('(11) 98765-4321', 'Olá, vi sua loja!')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20vi%20sua%20loja!',
    );
  });
  it('keeps the number as is when it starts with +', () => {
    expect(whatsappLink('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
  });
});

describe('directionsLink', () => {
  it('points Google Maps directions to the coordinates', () => {
    expect(directionsLink(-23.55, -46.63)).toBe('https://www.google.com/maps/dir/?api=1&destination=-23.55,-46.63');
  });
});

describe('formatFileSize', () => {
  it('uses base 1024 from Bytes to YB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
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
