import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from '../plain-button';

const inRouter = (element: React.ReactNode) => {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/next', element: <p>Próxima página</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
};

describe('PlainButton', () => {
  it('is a button (type "button" unless told) with its icon hidden from screen readers', async () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <PlainButton onClick={onClick} startIcon={<svg data-testid="icon" />}>
          Permitir
        </PlainButton>
        <PlainButton type="submit" variant="contained" color="secondary" size="large">
          Buscar
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Permitir' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');
    // variant, colour and size are classes of their own
    expect(screen.getByRole('button', { name: 'Buscar' }).className.split(' ')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Buscar' }).className).not.toBe(button.className);
  });

  it("is a link with `href`, or the router's link with `to`", async () => {
    const router = inRouter(
      <>
        <PlainButton href="mailto:sac@example.com">Fale Conosco</PlainButton>
        <PlainButton to="/next" variant="outlined">
          Carregar mais
        </PlainButton>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute('href', 'mailto:sac@example.com');
    await userEvent.click(screen.getByRole('link', { name: 'Carregar mais' }));
    expect(router.state.location.pathname).toBe('/next');
    expect(await screen.findByText('Próxima página')).toBeInTheDocument();
  });

  it('a disabled link says so, leaves the tab order and ignores clicks', async () => {
    const onClick = vi.fn();
    inRouter(
      <PlainButton to="/next" disabled onClick={onClick}>
        Carregar mais
      </PlainButton>,
    );
    const link = screen.getByRole('link', { name: 'Carregar mais' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    link.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByText('Próxima página')).not.toBeInTheDocument();
  });
});
