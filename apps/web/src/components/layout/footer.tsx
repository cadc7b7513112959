import { useEffect, useState } from 'react';
import { useAppConfig } from '@/lib/config';
import { staticStyles } from '@/lib/static-styles';

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

/** Fixed styles (lib/static-styles): nothing serialised per render on the server-rendered public pages. */
const useStyles = staticStyles(() => ({
  root: {
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
  },
  image: { height: 32, objectFit: 'contain' },
  text: { m: 0, typography: 'body2', '& a': { color: 'primary.main' }, '& p': { m: 0 } },
}));

type TFooterProps = { imageUrl?: string | null; html?: string | null };

/** Footer: optional image and the configurable HTML text (sanitised); the copyright line when there is none. */
export const Footer = ({ imageUrl, html }: TFooterProps) => {
  const config = useAppConfig();
  const classes = useStyles();
  const text = html ?? config.branding.footerText;
  const safe = useSanitizedHtml(text);
  return (
    <footer className={classes.root}>
      {imageUrl ? <img src={imageUrl} alt="" className={classes.image} /> : null}
      {safe ? <div className={classes.text} dangerouslySetInnerHTML={{ __html: safe }} /> : <p className={classes.text}>{config.copyright}</p>}
    </footer>
  );
};
