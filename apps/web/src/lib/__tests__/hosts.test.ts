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

  it('stays on the right host, on unknown hosts (local development) and when hosts are not configured', () => {
    expect(hostRedirectUrl('backoffice', at('admin.exemplo.com.br'), hosts)).toBeNull();
    expect(hostRedirectUrl('backoffice', at('localhost:3000'), hosts)).toBeNull();
    expect(hostRedirectUrl('backoffice', at('parceiros.exemplo.com.br'), { public: null, backoffice: null, register: null })).toBeNull();
  });
});
