import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { staticStyles, transition } from '@/lib/static-styles';

type TVariant = 'contained' | 'outlined' | 'text';
type TColor = 'primary' | 'secondary' | 'inherit';
type TSize = 'small' | 'medium' | 'large';

type TCommon = {
  variant?: TVariant;
  color?: TColor;
  size?: TSize;
  /** An icon before the label (decorative: hidden from screen readers). */
  startIcon?: ReactNode;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
};

/** A button, a link to another site or file (`href`), or a link of the app (`to`: the router navigates). */
export type TPlainButtonProps = TCommon &
  (
    | ({ href?: undefined; to?: undefined } & ButtonHTMLAttributes<HTMLButtonElement>)
    | ({ href: string; to?: undefined; disabled?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>)
    | ({ to: string; href?: undefined; disabled?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>)
  );

const PADDING: Record<TVariant, Record<TSize, string>> = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
};
const FONT_SIZE: Record<TSize, string> = { small: '0.8125rem', medium: '0.875rem', large: '0.9375rem' };
const ICON_SIZE: Record<TSize, number> = { small: 18, medium: 20, large: 22 };

/**
 * MUI's Button as plain CSS (its typography, paddings, colours, hover and disabled states; the theme's focus ring
 * instead of the ripple), one class per variant, colour and size: see lib/static-styles. The public pages use it
 * where they showed an MUI Button, whose three styled layers were serialised on every render, on the server and
 * again while the browser hydrates.
 */
const useButtonStyles = staticStyles((theme) => {
  const color = (name: TColor) =>
    name === 'inherit' ? { main: 'currentColor', dark: 'currentColor', contrastText: 'inherit' } : (theme.vars || theme).palette[name];
  const tint = (name: TColor, opacity: number) =>
    name === 'inherit'
      ? theme.alpha((theme.vars || theme).palette.text.primary, opacity)
      : theme.alpha((theme.vars || theme).palette[name].main, opacity);
  const variant = (kind: TVariant, name: TColor) => {
    const c = color(name);
    if (kind === 'contained')
      return {
        color: c.contrastText,
        backgroundColor: name === 'inherit' ? (theme.vars || theme).palette.grey[300] : c.main,
        '@media (hover: hover)': { '&:hover': { backgroundColor: name === 'inherit' ? (theme.vars || theme).palette.grey[400] : c.dark } },
        '&[aria-disabled="true"], &:disabled': {
          color: (theme.vars || theme).palette.action.disabled,
          backgroundColor: (theme.vars || theme).palette.action.disabledBackground,
        },
      };
    return {
      color: name === 'inherit' ? 'inherit' : c.main,
      ...(kind === 'outlined'
        ? { border: `1px solid ${name === 'inherit' ? 'currentColor' : theme.alpha((theme.vars || theme).palette[name].main, 0.5)}` }
        : {}),
      '@media (hover: hover)': {
        '&:hover': {
          backgroundColor: tint(name, (theme.vars || theme).palette.action.hoverOpacity),
          ...(kind === 'outlined' && name !== 'inherit' ? { borderColor: c.main } : {}),
        },
      },
      '&[aria-disabled="true"], &:disabled': {
        color: (theme.vars || theme).palette.action.disabled,
        ...(kind === 'outlined' ? { borderColor: (theme.vars || theme).palette.action.disabledBackground } : {}),
      },
    };
  };
  const sheet: Record<string, object> = {
    root: {
      ...theme.typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minWidth: 64,
      m: 0,
      border: 0,
      borderRadius: `${theme.shape.borderRadius}px`,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      ...transition(
        theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
      ),
      '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2 },
      '&[aria-disabled="true"], &:disabled': { pointerEvents: 'none', cursor: 'default' },
      '& > .pb-icon': { display: 'inherit', mr: 1, ml: '-4px', '& > svg': { fontSize: 20 } },
    },
    fullWidth: { width: '100%' },
  };
  for (const kind of ['contained', 'outlined', 'text'] as const)
    for (const name of ['primary', 'secondary', 'inherit'] as const) sheet[`${kind}-${name}`] = variant(kind, name);
  for (const kind of ['contained', 'outlined', 'text'] as const)
    for (const size of ['small', 'medium', 'large'] as const)
      sheet[`${kind}-${size}`] = {
        p: PADDING[kind][size],
        fontSize: FONT_SIZE[size],
        '& > .pb-icon': { ...(size === 'small' ? { ml: '-2px' } : {}), '& > svg': { fontSize: ICON_SIZE[size] } },
      };
  return sheet;
});

/**
 * A button of the public pages that looks like MUI's (see useButtonStyles). `aria-disabled` stands for `disabled`
 * on links (which have no disabled state): they leave the tab order and ignore clicks.
 */
export const PlainButton = forwardRef<HTMLButtonElement & HTMLAnchorElement, TPlainButtonProps>(function PlainButton(
  { variant = 'text', color = 'primary', size = 'medium', startIcon, fullWidth, className, children, ...rest },
  ref,
) {
  const classes = useButtonStyles();
  const names = [classes.root, classes[`${variant}-${color}`], classes[`${variant}-${size}`], fullWidth ? classes.fullWidth : null, className]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {startIcon ? (
        <span className="pb-icon" aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      {children}
    </>
  );
  if (rest.to !== undefined || rest.href !== undefined) {
    const { disabled, to, href, onClick, ...link } = rest as AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; disabled?: boolean };
    const linkProps = {
      ...link,
      ref,
      className: names,
      ...(disabled ? { 'aria-disabled': true, tabIndex: -1, onClick: (event: MouseEvent) => event.preventDefault() } : { onClick }),
    };
    return to !== undefined ? (
      <RouterLink to={to} {...linkProps}>
        {content}
      </RouterLink>
    ) : (
      <a href={href} {...linkProps}>
        {content}
      </a>
    );
  }
  const { type = 'button', ...button } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button type={type} ref={ref} className={names} {...button}>
      {content}
    </button>
  );
});
