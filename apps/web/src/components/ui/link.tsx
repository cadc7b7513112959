/**
 * The shared link: in-app paths go through the router; addresses starting with http open in a
 * new tab (section 2) with rel="noopener noreferrer" and a hidden hint for screen readers.
 */
import type { ReactNode, Ref } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useT } from '@/lib/i18n';
import { visuallyHidden } from './visually-hidden';

export const isExternalUrl = (to: string): boolean => /^https?:/i.test(to);

export type TLinkProps = Omit<MuiLinkProps, 'href'> & { to: string; children: ReactNode; ref?: Ref<HTMLAnchorElement> };

export const Link = ({ to, children, ...props }: TLinkProps) => {
  const t = useT();
  if (isExternalUrl(to)) {
    return (
      <MuiLink href={to} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span style={visuallyHidden}>{t('common.newTab')}</span>
      </MuiLink>
    );
  }
  return (
    <MuiLink component={RouterLink} to={to} {...props}>
      {children}
    </MuiLink>
  );
};
