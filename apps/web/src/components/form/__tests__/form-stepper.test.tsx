import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '@/testing/media';
import { FormStepper } from '../form-stepper';

const LABELS = ['Dados da empresa', 'Endereço', 'Horário de funcionamento', 'Linhas', 'Administrador'];

describe('<FormStepper>', () => {
  it.each([390, 1366])('at %i px is never a scroll region of its own (nothing the keyboard could not reach)', (width) => {
    setViewportWidth(width);
    const { container } = render(<FormStepper labels={LABELS} active={1} errorSteps={new Set()} canJump={() => true} onJump={vi.fn()} />);
    const scrollers = [container, ...container.querySelectorAll('*')].filter((element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    );
    expect(scrollers).toEqual([]);
    expect(getComputedStyle(container.firstElementChild as HTMLElement).overflowX).toBe('clip');
    // on a phone the labels are left to screen readers: each step keeps its name
    for (const label of LABELS) expect(screen.getByRole('tab', { name: new RegExp(label) })).toBeInTheDocument();
  });
});
