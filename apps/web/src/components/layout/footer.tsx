import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useAppConfig } from '@/lib/config';

let hooked = false;
/** Sanitised HTML; links to http addresses open in a new tab. */
export const sanitizeHtml = (html: string): string => {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
};

type TFooterProps = { imageUrl?: string | null; html?: string | null };

/** Footer: optional image and the configurable HTML text (sanitised); the copyright line when there is none. */
export const Footer = ({ imageUrl, html }: TFooterProps) => {
  const config = useAppConfig();
  const text = html ?? config.branding.footerText;
  const safe = useMemo(() => (text ? sanitizeHtml(text) : ''), [text]);
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
        <Typography
          component="div"
          variant="body2"
          sx={{ '& a': { color: 'primary.main' }, '& p': { m: 0 } }}
          dangerouslySetInnerHTML={{ __html: safe }}
        />
      ) : (
        <Typography variant="body2">{config.copyright}</Typography>
      )}
    </Box>
  );
};
