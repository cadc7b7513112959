import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the external services the server calls, on 127.0.0.1 (tests never reach the
 * internet): a ViaCEP-compatible postal-code service (CEP_PROVIDER_URL) and a Nominatim-compatible
 * geocoder (GEOCODER_URL).
 */
export const FAKE_CEPS: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '20040002': { logradouro: 'Rua da Assembleia', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
  '30130010': { logradouro: 'Avenida Afonso Pena', bairro: 'Centro', localidade: 'Belo Horizonte', uf: 'MG' },
};

/** Places the fake geocoder knows, matched by a word of the query (accents and case ignored). */
export const FAKE_PLACES: { match: string; display_name: string; lat: string; lon: string; addresstype: string }[] = [
  {
    match: 'paulista',
    display_name: 'Avenida Paulista, Bela Vista, São Paulo, SP, Brasil',
    lat: '-23.561414',
    lon: '-46.655881',
    addresstype: 'road',
  },
  {
    match: 'assembleia',
    display_name: 'Rua da Assembleia, Centro, Rio de Janeiro, RJ, Brasil',
    lat: '-22.904400',
    lon: '-43.176900',
    addresstype: 'road',
  },
  {
    match: 'afonso pena',
    display_name: 'Avenida Afonso Pena, Centro, Belo Horizonte, MG, Brasil',
    lat: '-19.924500',
    lon: '-43.935200',
    addresstype: 'road',
  },
  { match: 'sao paulo', display_name: 'São Paulo, SP, Brasil', lat: '-23.550500', lon: '-46.633300', addresstype: 'city' },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export type FakeServices = { cepUrl: string; geocoderUrl: string; close: () => Promise<void> };

export const startFakeServices = async (): Promise<FakeServices> => {
  const cep = createServer((req, res) => {
    const match = /^\/(\d{8})\/json\/?$/.exec(req.url ?? '');
    const digits = match?.[1];
    const found = digits ? FAKE_CEPS[digits] : undefined;
    res.writeHead(match ? 200 : 400, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found && digits ? { cep: `${digits.slice(0, 5)}-${digits.slice(5)}`, ...found } : { erro: true }));
  });
  const geocoder = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = fold(url.searchParams.get('q') ?? '');
    const places = url.pathname === '/search' ? FAKE_PLACES.filter((p) => q.includes(p.match)).map(({ match: _match, ...place }) => place) : [];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(places.slice(0, 5)));
  });
  const [cepUrl, geocoderUrl] = await Promise.all([listen(cep), listen(geocoder)]);
  return { cepUrl, geocoderUrl, close: async () => void (await Promise.all([close(cep), close(geocoder)])) };
};
