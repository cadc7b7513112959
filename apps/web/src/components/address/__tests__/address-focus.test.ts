import { describe, expect, it, vi } from 'vitest';
import { createAddressFocus } from '../address-focus';

const PAULISTA = { logradouro: 'Avenida Paulista', neibor: 'Bela Vista', city: 'São Paulo', uf: 'SP', cep: '01310-100' };
const SE = { logradouro: 'Praça da Sé', neibor: 'Sé', city: 'São Paulo', uf: 'SP', cep: '01001-000' };

describe('the CEP field → map picker channel', () => {
  it('hands an address found before the (lazy) picker listens to its first listener, once', () => {
    const focus = createAddressFocus();
    focus.emit(PAULISTA);
    const first = vi.fn();
    const stop = focus.subscribe(first);
    expect(first).toHaveBeenCalledExactlyOnceWith(PAULISTA);
    // the picker shown again (another step and back) does not move to it again
    stop();
    const again = vi.fn();
    focus.subscribe(again);
    expect(again).not.toHaveBeenCalled();
  });

  it('delivers to the listeners present, and keeps nothing for later ones', () => {
    const focus = createAddressFocus();
    const listener = vi.fn();
    const stop = focus.subscribe(listener);
    focus.emit(PAULISTA);
    focus.emit(SE);
    expect(listener.mock.calls).toEqual([[PAULISTA], [SE]]);
    stop();
    const later = vi.fn();
    focus.subscribe(later);
    expect(later).not.toHaveBeenCalled();
    // only the last address found while nobody listened is kept
    const focus2 = createAddressFocus();
    focus2.emit(PAULISTA);
    focus2.emit(SE);
    const picker = vi.fn();
    focus2.subscribe(picker);
    expect(picker.mock.calls).toEqual([[SE]]);
  });
});
