import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useAppConfig } from '@/lib/config';

/** `html` sanitised; the sanitiser (DOMPurify) loads only when there is HTML, so it stays out of the first load. */
const useSanitizedHtml = (html: string | null | undefined): string => {
  const [safe, setSafe] = useState<{ html: string; safe: string } | null>(null);
  useEffect(() => {
    if (!html) return undefined;
    let live = true;
    void import('./sanitize-html').then(({ sanitizeHtml }) => {
      if (live) setSafe({ html, safe: sanitizeHtml(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return html && safe?.html === html ? safe.safe : '';
};

const TEXT_SX: SxProps<Theme> = { m: 0, typography: 'body2', '& a': { color: 'primary.main' }, '& p': { m: 0 } };

type TFooterProps = { imageUrl?: string | null; html?: string | null };

/** Footer: optional image and the configurable HTML text (sanitised); the copyright line when there is none. */
export const Footer = ({ imageUrl, html }: TFooterProps) => {
  const config = useAppConfig();
  const text = html ?? config.branding.footerText;
  const safe = useSanitizedHtml(text);
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: { xs: 2, md: 3 },
        py: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        gap: 2,
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      {imageUrl ? <Box component="img" src={imageUrl} alt="" sx={{ height: 32, objectFit: 'contain' }} /> : null}
      {safe ? (
        <Box sx={TEXT_SX} dangerouslySetInnerHTML={{ __html: safe }} />
      ) : (
        <Box component="p" sx={TEXT_SX}>
          {config.copyright}
        </Box>
      )}
    </Box>
  );
};
