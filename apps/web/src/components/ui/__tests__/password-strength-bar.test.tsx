import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthBar } from '../password-strength-bar';

describe('password strength bar', () => {
  it.each([
    ['', 'Ruim', 0],
    ['abcdef', 'Ruim', 20],
    ['abcdefgh', 'Fraco', 40],
    ['abcdefg1', 'Normal', 60],
    ['abcdef1!', 'Bom', 80],
    ['Abcdef1!', 'Forte', 100],
  ])('%j → %s', (password, label, value) => {
    render(<PasswordStrengthBar password={password} />);
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent(label);
    const bar = screen.getByRole('progressbar', { name: 'Força da senha' });
    expect(bar).toHaveAttribute('aria-valuenow', String(value));
    expect(bar).toHaveAttribute('aria-valuetext', label);
  });
});
