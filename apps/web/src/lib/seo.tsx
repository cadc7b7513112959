/**
 * The <head> of a page as React 19 elements (hoisted into <head>, on the server and in the browser):
 * title, description, canonical link and Open Graph. Absolute URLs start with the configured public
 * address (`publicUrl` of GET /api/config), never with the address the page was reached by.
 */
import { systemNameOf, useAppConfig } from './config';

type TPageHeadProps = {
  /** The page's own title; ' | <system name>' is added. */
  title: string;
  description: string;
  /** The page's canonical path ('/sp/sao-paulo'). */
  path: string;
  /** An image for link previews (absolute, or a path on the public site). */
  image?: string | null;
};

export const PageHead = ({ title, description, path, image }: TPageHeadProps) => {
  const config = useAppConfig();
  const systemName = systemNameOf(config);
  const url = `${config.publicUrl}${path}`;
  const fullTitle = `${title} | ${systemName}`;
  const imageUrl = image ? (/^https?:/i.test(image) ? image : `${config.publicUrl}${image.startsWith('/') ? '' : '/'}${image}`) : null;
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
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
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
