import { describe, expect, it } from 'vitest';
import { hostRedirectUrl } from '../hosts';

const at = (host: string, pathname = '/login', search = '') => ({ host, protocol: 'https:', pathname, search, hash: '' });
const hosts = { public: 'parceiros.exemplo.com.br', backoffice: 'admin.exemplo.com.br', register: 'https://cadastro.exemplo.com.br/' };

describe('hosting rule', () => {
  it('sends the back-office from the public host to the back-office host, keeping the path', () => {
    expect(hostRedirectUrl('backoffice', at('parceiros.exemplo.com.br', '/login', '?redirectTo=%2Flines'), hosts)).toBe(
      'https://admin.exemplo.com.br/login?redirectTo=%2Flines',
    );
  });

  it('sends the public directory and registration to their hosts', () => {
    expect(hostRedirectUrl('public', at('admin.exemplo.com.br', '/sp'), hosts)).toBe('https://parceiros.exemplo.com.br/sp');
    expect(hostRedirectUrl('register', at('parceiros.exemplo.com.br', '/company_register'), hosts)).toBe(
      'https://cadastro.exemplo.com.br/company_register',
    );
  });

  it('decides as the server does: from an unknown host too, in the configured scheme', () => {
    expect(hostRedirectUrl('backoffice', at('203.0.113.9'), hosts)).toBe('https://admin.exemplo.com.br/login');
    expect(hostRedirectUrl('register', { ...at('parceiros.exemplo.com.br', '/company_register'), protocol: 'http:' }, hosts)).toBe(
      'https://cadastro.exemplo.com.br/company_register',
    );
    // an area without a host of its own stays where it is (the server answers such pages itself)
    expect(hostRedirectUrl('backoffice', at('parceiros.exemplo.com.br'), { ...hosts, backoffice: null })).toBeNull();
  });

  it('stays on the right host, on local hosts (development) and when hosts are not configured', () => {
    expect(hostRedirectUrl('backoffice', at('admin.exemplo.com.br'), hosts)).toBeNull();
    expect(hostRedirectUrl('backoffice', at('localhost:3000'), hosts)).toBeNull();
    expect(hostRedirectUrl('backoffice', at('127.0.0.1:5173'), hosts)).toBeNull();
    expect(hostRedirectUrl('backoffice', at('parceiros.exemplo.com.br'), { public: null, backoffice: null, register: null })).toBeNull();
  });
});
