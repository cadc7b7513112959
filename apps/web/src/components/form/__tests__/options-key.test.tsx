import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormEngine } from '../form-engine';
import type { TFieldOption, TFormField } from '../types';
import { renderForm } from './test-helpers';

describe('<FormEngine> optionsKey', () => {
  it('caches loaded choices per optionsKey: the same key reuses them, another key loads afresh', async () => {
    let round = 0;
    const load = vi.fn(async (): Promise<TFieldOption[]> => {
      round += 1;
      return [{ value: round, label: `Opção ${round}` }];
    });
    const field = (key: string): TFormField => ({ property: 'lineId', type: 'fk', label: 'Linha', loadOptions: load, optionsKey: [key] });
    const Harness = () => {
      const [key, setKey] = useState('a');
      const [mounted, setMounted] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setMounted((m) => !m)}>
            remontar
          </button>
          <button type="button" onClick={() => setKey('b')}>
            outra chave
          </button>
          {mounted ? <FormEngine fields={[field(key)]} onSave={vi.fn()} /> : null}
        </>
      );
    };
    const { user } = renderForm(<Harness />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    // unmount and mount again with the same key: the cached choices, no new call
    await user.click(screen.getByRole('button', { name: 'remontar' }));
    await user.click(screen.getByRole('button', { name: 'remontar' }));
    await user.click(screen.getByRole('combobox', { name: 'Linha' }));
    expect(await screen.findByRole('option', { name: 'Opção 1' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'outra chave' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('combobox', { name: 'Linha' }));
    expect(await screen.findByRole('option', { name: 'Opção 2' })).toBeInTheDocument();
  });
});
