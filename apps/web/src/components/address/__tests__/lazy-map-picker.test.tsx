import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { LazyMapPicker } from '../lazy-map-picker';
import { mapLoadErrorText } from '../retryable-lazy';

// the map's chunk fails to download once (a dropped connection), then arrives
const chunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('../map-picker', () => {
  if (chunk.failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/map-picker-abc123.js');
  return { MapPicker: () => <div data-testid="map-picker">mapa</div> };
});

describe('map picker chunk failure', () => {
  it('says what happened and what to do in Portuguese, never the raw browser message, and loads again on "Tentar novamente"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    createFakeApi();
    const { user } = renderWithProviders(<LazyMapPicker value={null} onChange={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Erro carregando mapa: (não foi possível baixar o mapa|o mapa não pôde ser exibido)\./);
    expect(alert.textContent).not.toMatch(/Failed|fetch|http|vitest|Error|module/);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('map-picker')).toBeInTheDocument();
  });

  it("words a chunk that could not be downloaded as such, whatever the browser's message", () => {
    const download = 'Erro carregando mapa: não foi possível baixar o mapa. Verifique a sua conexão e toque em "Tentar novamente".';
    expect(mapLoadErrorText(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/map-picker-abc123.js'))).toBe(
      download,
    );
    expect(mapLoadErrorText(new TypeError('Importing a module script failed.'))).toBe(download);
    expect(mapLoadErrorText(new Error("Cannot read properties of undefined (reading '_leaflet_pos')"))).toBe(
      'Erro carregando mapa: o mapa não pôde ser exibido. Toque em "Tentar novamente" ou recarregue a página.',
    );
  });
});
