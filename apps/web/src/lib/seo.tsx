/**
 * The <head> of a page as React 19 elements (hoisted into <head>, on the server and in the browser):
 * title, description, canonical link, Open Graph (the page's picture, else the brand image) and the toolbar's
 * theme colour (the brand's in a light system, the dark background in a dark one, as index.html's). Absolute URLs start with the configured public
 * address (`publicUrl` of GET /api/config), never with the address the page was reached by.
 */
import { brandPrimaryColor, systemNameOf, useAppConfig } from './config';
import { BACKGROUNDS } from './theme/create-app-theme';

type TPageHeadProps = {
  /** The page's own title; ' | <system name>' is added. */
  title: string;
  description: string;
  /** The page's canonical path ('/sp/sao-paulo'). */
  path: string;
  /** An image for link previews (absolute, or a path on the public site); none: the brand image. */
  image?: string | null;
  /** Kept out of search indexes (a place page without partners of its own shows another place's). */
  noindex?: boolean;
};

/** The brand image of link previews (apps/web/public, 1200×630) for a page without a picture of its own. */
export const BRAND_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The browser's toolbar colour in a light system (index.html's own) when no brand colour is configured. */
export const DEFAULT_THEME_COLOR = '#0d47a1';
/** The browser's toolbar colour in a dark system: the dark scheme's background (index.html's own). */
export const DARK_THEME_COLOR = BACKGROUNDS.dark.default;

export const PageHead = ({ title, description, path, image, noindex = false }: TPageHeadProps) => {
  const config = useAppConfig();
  const systemName = systemNameOf(config);
  const url = `${config.publicUrl}${path}`;
  const fullTitle = `${title} | ${systemName}`;
  const picture = image || BRAND_IMAGE.path;
  const imageUrl = /^https?:/i.test(picture) ? picture : `${config.publicUrl}${picture.startsWith('/') ? '' : '/'}${picture}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={systemName} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:image" content={imageUrl} />
      {image ? null : <meta property="og:image:width" content={String(BRAND_IMAGE.width)} />}
      {image ? null : <meta property="og:image:height" content={String(BRAND_IMAGE.height)} />}
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={brandPrimaryColor(config.branding) ?? DEFAULT_THEME_COLOR} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={DARK_THEME_COLOR} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
};

/** The system name as the title of a page without its own (back-office, login, registration). */
export const DefaultTitle = () => <title>{systemNameOf(useAppConfig())}</title>;

/** The head of a public page that does not exist (answered 404 by the server): its title, and not indexed. */
export const NotFoundHead = ({ title }: { title: string }) => (
  <>
    <title>{`${title} | ${systemNameOf(useAppConfig())}`}</title>
    <meta name="robots" content="noindex" />
  </>
);
