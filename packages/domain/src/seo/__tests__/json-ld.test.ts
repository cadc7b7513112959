import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, breadcrumbJsonLd, jsonLdScript, partnerJsonLd, type TPartnerForJsonLd } from '../json-ld.ts';

const BASE = 'https://parceiros.exemplo.com.br';

const partner: TPartnerForJsonLd = {
  id: 42,
  name: 'Baterias do Zé',
  logradouro: 'Rua XV de Novembro',
  numero: '100',
  complement: 'Sala 1',
  neibor: 'Centro',
  city: 'Curitiba',
  uf: 'PR',
  cep: '80010-000',
  phone: '(41) 3333-4444',
  whatsapp: '(41) 98888-7777',
  email: 'contato@ze.com.br',
  logo: '3f2a-logo.png',
  photo: null,
  addressPosition: { latitude: -25.4284, longitude: -49.2733 },
  isAssistence: false,
};

describe('partnerJsonLd', () => {
  it('adds openingHoursSpecification: intervals with their days, midnight as 23:59, exception dates', () => {
    const hours = {
      week: [
        '',
        '08:00-12:00,13:00-18:00',
        '08:00-12:00,13:00-18:00',
        '08:00-12:00,13:00-18:00',
        '08:00-12:00,13:00-18:00',
        '08:00-12:00,13:00-18:00',
        '08:00-00:00',
      ],
      exceptions: [
        { date: '2025-12-24', hours: '08:00-12:00', note: 'Véspera de Natal' },
        { date: '2025-12-26', hours: '', note: null },
      ],
    };
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    expect(partnerJsonLd({ ...partner, hours }, BASE).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '08:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '13:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', opens: '08:00', closes: '12:00', validFrom: '2025-12-24', validThrough: '2025-12-24' },
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2025-12-26', validThrough: '2025-12-26' },
    ]);
    expect(partnerJsonLd({ ...partner, hours: null }, BASE)).not.toHaveProperty('openingHoursSpecification');
  });

  it('describes the partner as an AutoPartsStore with address, geo, +55 telephone, canonical url and image', () => {
    expect(partnerJsonLd(partner, BASE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoPartsStore',
      '@id': `${BASE}/pr/curitiba/baterias-do-ze/42#parceiro`,
      name: 'Baterias do Zé',
      url: `${BASE}/pr/curitiba/baterias-do-ze/42`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua XV de Novembro, 100, Sala 1 - Centro',
        addressLocality: 'Curitiba',
        addressRegion: 'PR',
        postalCode: '80010-000',
        addressCountry: 'BR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -25.4284, longitude: -49.2733 },
      telephone: '+554133334444',
      email: 'contato@ze.com.br',
      image: `${BASE}/api/uploads/files/3f2a-logo.png`,
      logo: `${BASE}/api/uploads/files/3f2a-logo.png`,
    });
  });

  it('marks a technical-assistance partner as AutoRepair too; the photo comes first among the images', () => {
    const data = partnerJsonLd({ ...partner, isAssistence: true, photo: 'https://cdn.exemplo.com/fachada.jpg' }, BASE);
    expect(data['@type']).toEqual(['AutoPartsStore', 'AutoRepair']);
    expect(data.image).toEqual(['https://cdn.exemplo.com/fachada.jpg', `${BASE}/api/uploads/files/3f2a-logo.png`]);
  });

  it('leaves out what the partner does not have (position, phone, images, e-mail, complement); digits-only CEP is masked', () => {
    const data = partnerJsonLd(
      { ...partner, complement: null, cep: '80010000', phone: null, whatsapp: null, email: null, logo: null, photo: null, addressPosition: null },
      BASE,
    );
    expect(Object.keys(data)).toEqual(['@context', '@type', '@id', 'name', 'url', 'address']);
    expect(data.address).toMatchObject({ streetAddress: 'Rua XV de Novembro, 100 - Centro', postalCode: '80010-000' });
  });

  it('uses the WhatsApp number when there is no phone, and keeps a number that has its own country code', () => {
    expect(partnerJsonLd({ ...partner, phone: null }, BASE).telephone).toBe('+5541988887777');
    expect(partnerJsonLd({ ...partner, phone: '+351 912 345 678' }, BASE).telephone).toBe('+351912345678');
  });
});

describe('absoluteImageUrl', () => {
  it('makes stored names and paths absolute on the public site; keeps http(s) URLs; refuses other schemes', () => {
    expect(absoluteImageUrl('a b.png', BASE)).toBe(`${BASE}/api/uploads/files/a%20b.png`);
    expect(absoluteImageUrl('/api/uploads/files/x.png', BASE)).toBe(`${BASE}/api/uploads/files/x.png`);
    expect(absoluteImageUrl('http://img.exemplo.com/x.png', BASE)).toBe('http://img.exemplo.com/x.png');
    expect(absoluteImageUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(absoluteImageUrl('data:image/png;base64,AAAA', BASE)).toBeNull();
    expect(absoluteImageUrl('//evil.example/x.png', BASE)).toBeNull();
    expect(absoluteImageUrl('  ', BASE)).toBeNull();
    expect(absoluteImageUrl(null, BASE)).toBeNull();
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Início', url: `${BASE}/` },
        { name: 'Paraná', url: `${BASE}/pr` },
        { name: 'Curitiba', url: `${BASE}/pr/curitiba` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: `${BASE}/` },
        { '@type': 'ListItem', position: 2, name: 'Paraná', item: `${BASE}/pr` },
        { '@type': 'ListItem', position: 3, name: 'Curitiba', item: `${BASE}/pr/curitiba` },
      ],
    });
  });
});

describe('jsonLdScript', () => {
  const hostile = 'Loja </script><script>alert(1)</script> <!-- & "Filhos" \u2028\u2029';

  it('cannot close or change the script element it goes into, and is the same JSON value', () => {
    const data = partnerJsonLd({ ...partner, name: hostile }, BASE);
    const text = jsonLdScript(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain(
      'Loja \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u003c!-- \\u0026 \\"Filhos\\" \\u2028\\u2029',
    );
    expect(JSON.parse(text)).toEqual(data);
    expect((JSON.parse(text) as { name: string }).name).toBe(hostile);
    // in a page: the element's text ends at the one closing tag we wrote
    const html = `<script type="application/ld+json">${text}</script>`;
    expect(html.toLowerCase().indexOf('</script')).toBe(html.length - '</script>'.length);
  });

  it('serialises any JSON value (undefined as null)', () => {
    expect(jsonLdScript([1, 'a<b'])).toBe('[1,"a\\u003cb"]');
    expect(jsonLdScript(undefined)).toBe('null');
  });
});
