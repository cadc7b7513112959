import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { createFakeApi } from '@/testing/fake-api';
import { companyUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.themeSettings) ?? '{}') as Record<string, unknown>;

describe("the 'settings' page (customisation panel)", () => {
  beforeEach(() => {
    createFakeApi();
  });

  it('changes and persists every theme setting, and restores the defaults', async () => {
    const { user } = renderApp('/settings', { user: companyUser([]) });
    expect(await screen.findByText('Personalização', { selector: 'h2' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('Escuro'));
    expect(stored()).toMatchObject({ mode: 'dark' });
    // the dark scheme alone in the page's CSS: the system's preference no longer decides
    const css = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css()).toMatch(/:root\{[^}]*color-scheme:dark;[^}]*--mui-palette-background-default:#0f1318/);
    expect(css()).not.toMatch(/@media \(prefers-color-scheme: dark\)\{:root\{/);

    await user.click(screen.getByLabelText('Tema 3'));
    expect(stored()).toMatchObject({ presetColor: 'theme3' });
    await user.click(screen.getByLabelText('Personalizada'));
    expect(screen.getByLabelText('Cor personalizada')).toHaveValue('#0d47a1');

    await user.click(screen.getByLabelText('Com serifa'));
    await user.click(screen.getByLabelText('Horizontal (topo)'));
    await user.click(screen.getByLabelText('Menu lateral recolhido'));
    await user.click(screen.getByLabelText('Títulos das seções do menu'));
    await user.click(screen.getByLabelText('Alto contraste'));
    await user.click(screen.getByLabelText('Conteúdo em caixa'));
    await user.click(screen.getByLabelText('Direita para a esquerda'));
    expect(stored()).toMatchObject({
      presetColor: 'custom',
      fontFamily: 'serif',
      menuOrientation: 'horizontal',
      miniDrawer: true,
      menuCaption: false,
      themeContrast: true,
      container: true,
      themeDirection: 'rtl',
    });

    await user.click(screen.getByRole('button', { name: 'Restaurar padrões' }));
    expect(stored()).toMatchObject({ mode: 'auto', presetColor: 'default', themeDirection: 'ltr', menuOrientation: 'vertical' });
    expect(screen.getByLabelText('Esquerda para a direita')).toBeChecked();
  }, 60_000);
});
