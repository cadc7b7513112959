import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { menuItem } from '../menu/menu-model';
import { activeSettingsItemId } from '../settings-menu-match';

const settingsNav = () => screen.findByRole('navigation', { name: 'Menu de configurações' });
const highlighted = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('settings left menu highlight', () => {
  beforeEach(() => {
    createFakeApi();
  });

  it.each([
    ['/settings/companyLog/5', 'Log de Empresas'],
    ['/settings/companyLog/details/5', 'Log de Empresas'],
    ['/settings/companyLineLogs', 'Log de Empresas'],
    ['/settings/user/3', 'Usuários'],
    ['/settings/terms', 'Termos e Condições'],
    ['/settings', 'Personalização'],
  ])('on %s highlights only %s', async (path, entry) => {
    renderApp(path, { user: adminUser() });
    expect(highlighted(await settingsNav())).toEqual([entry]);
  });

  it("highlights nothing (not 'Personalização') on a company user's log page, whose entry they do not see", async () => {
    renderApp('/settings/companyLog/details/5', { user: companyUser(['COMPANYLOG:LIST']) });
    expect(highlighted(await settingsNav())).toEqual([]);
  });
});

describe('activeSettingsItemId', () => {
  const items = [menuItem('Personalização', '/settings'), menuItem('Usuários', '/settings/users'), menuItem('Perfis', '/settings/roles')];

  it('takes the longest matching url, and the area root only for itself', () => {
    expect(activeSettingsItemId(items, '/settings')).toBe(items[0]?.id);
    expect(activeSettingsItemId(items, '/settings/users')).toBe(items[1]?.id);
    expect(activeSettingsItemId(items, '/settings/users/extra')).toBe(items[1]?.id);
    expect(activeSettingsItemId(items, '/settings/usersx')).toBeNull();
    expect(activeSettingsItemId(items, '/settings/companyLogs')).toBeNull();
  });
});
