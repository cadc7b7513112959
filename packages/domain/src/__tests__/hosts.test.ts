import { describe, expect, it } from 'vitest';
import { hostDecision, isLocalHost, type THostsConfig } from '../hosts.ts';

const HOSTS: THostsConfig = { public: 'parceiros.example.com', backoffice: 'https://admin.example.com', register: 'cadastro.example.com' };

describe('the hosting rule (server and web app alike)', () => {
  it('decides per host: local hosts and unset variables serve all; a wrong host redirects or 404s', () => {
    expect(isLocalHost('localhost:3000')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('[::1]:3000')).toBe(true);
    expect(isLocalHost('app.localhost')).toBe(true);
    expect(isLocalHost('parceiros.example.com')).toBe(false);
    const none = { public: null, backoffice: null, register: null };
    expect(hostDecision('backoffice', 'anything.example.com', none)).toEqual({ kind: 'serve' });
    expect(hostDecision('backoffice', 'localhost:3000', HOSTS)).toEqual({ kind: 'serve' });
    expect(hostDecision('backoffice', 'admin.example.com', HOSTS)).toEqual({ kind: 'serve' });
    expect(hostDecision('backoffice', 'admin.example.com:8443', HOSTS)).toEqual({ kind: 'serve' });
    expect(hostDecision('backoffice', 'parceiros.example.com', HOSTS)).toEqual({ kind: 'redirect', host: 'admin.example.com', protocol: 'https' });
    expect(hostDecision('public', 'admin.example.com', HOSTS)).toEqual({ kind: 'redirect', host: 'parceiros.example.com', protocol: null });
    const onlyPublic = { public: 'parceiros.example.com', backoffice: null, register: null };
    expect(hostDecision('backoffice', 'parceiros.example.com', onlyPublic)).toEqual({ kind: 'notFound' });
    expect(hostDecision('backoffice', 'other.example.com', onlyPublic)).toEqual({ kind: 'serve' });
  });
});
