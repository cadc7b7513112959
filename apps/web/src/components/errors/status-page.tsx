import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/link';

type TStatusPageProps = {
  /** A big code or icon above the title ('404', '403', an icon). */
  badge?: ReactNode;
  title: string;
  text?: ReactNode;
  linkTo?: string;
  linkText?: string;
  children?: ReactNode;
  /** The heading element of the title ('h2' inside a frame that already has the page's h1). */
  titleComponent?: 'h1' | 'h2';
};

/** A centred message page: not found, access denied, under construction. */
export const StatusPage = ({ badge, title, text, linkTo, linkText, children, titleComponent = 'h1' }: TStatusPageProps) => (
  <Box
    sx={{
      minHeight: '50vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      gap: 2,
      px: 2,
      py: 6,
    }}
  >
    {badge ? (
      <Box aria-hidden sx={{ fontSize: { xs: 56, md: 80 }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}>
        {badge}
      </Box>
    ) : null}
    <Typography variant="h4" component={titleComponent}>
      {title}
    </Typography>
    {text ? (
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {text}
      </Typography>
    ) : null}
    {children}
    {linkTo && linkText ? (
      <Link to={linkTo} variant="body1">
        {linkText}
      </Link>
    ) : null}
  </Box>
);
