import { afterEach, describe, expect, it } from 'vitest';
import { css } from '@emotion/react';
import { createBrowserEmotionCache, SSR_STYLES_ATTRIBUTE } from '../emotion-cache';

const addStyle = (attributes: Record<string, string>, css: string): HTMLStyleElement => {
  const node = document.createElement('style');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.textContent = css;
  document.head.appendChild(node);
  return node;
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('createBrowserEmotionCache', () => {
  it("takes a server-rendered page's critical CSS as inserted and leaves its element where it is", () => {
    const global = addStyle({ 'data-emotion': 'css-global abc', 'data-s': '' }, 'body{margin:0}');
    const critical = addStyle({ [SSR_STYLES_ATTRIBUTE]: 'css one two' }, '.css-one{color:red}');
    const after = document.createElement('meta');
    document.head.appendChild(after);
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(document.head, { childList: true });

    const cache = createBrowserEmotionCache();
    mutations.push(...observer.takeRecords());
    observer.disconnect();

    expect(cache.inserted.one).toBe(true);
    expect(cache.inserted.two).toBe(true);
    expect(cache.sheet.tags).toEqual([critical]);
    // nothing moved: emotion's own hydration would have moved both to the end of <head>
    expect(mutations).toEqual([]);
    expect([...document.head.children]).toEqual([global, critical, after]);
  });

  it('inserts the styles that come later after the critical CSS (their order in the cascade)', () => {
    const critical = addStyle({ [SSR_STYLES_ATTRIBUTE]: 'css known' }, '');
    const after = document.createElement('meta');
    document.head.appendChild(after);
    const cache = createBrowserEmotionCache();
    const later = css`
      color: green;
    `;
    cache.insert(`.${cache.key}-${later.name}`, later, cache.sheet, true);
    expect(critical.nextElementSibling).not.toBe(after);
    expect(critical.nextElementSibling?.tagName).toBe('STYLE');
    expect(cache.inserted[later.name]).toBeDefined();
  });

  it('ignores the critical CSS of another key, and a page without any (client-rendered)', () => {
    addStyle({ [SSR_STYLES_ATTRIBUTE]: 'other x' }, '');
    const cache = createBrowserEmotionCache();
    expect(cache.inserted.x).toBeUndefined();
    expect(cache.sheet.tags).toEqual([]);
  });
});
