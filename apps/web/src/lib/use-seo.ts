import { useEffect } from 'react';
import { systemNameOf, useAppConfig } from '@/lib/config';

const setMeta = (selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) => {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.append(el);
  }
  apply(el);
};

/** The page's title, meta description and canonical URL (the server injects the same for crawlers). */
export const useSeo = ({ title, description, path }: { title: string; description: string; path: string }) => {
  const config = useAppConfig();
  const systemName = systemNameOf(config);
  const host = config.hosts.public;
  useEffect(() => {
    const fullTitle = `${title} | ${systemName}`;
    const origin = host ? `${window.location.protocol}//${host.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '')}` : window.location.origin;
    const apply = () => {
      document.title = fullTitle;
      setMeta('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), (el) => el.setAttribute('content', description));
      setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (el) => el.setAttribute('href', `${origin}${path}`));
    };
    apply();
    // the shell sets the system name as title in the same commit: apply again after it
    const timer = window.setTimeout(apply, 0);
    return () => window.clearTimeout(timer);
  }, [title, description, path, systemName, host]);
};
