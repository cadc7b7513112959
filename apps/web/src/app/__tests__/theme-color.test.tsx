import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse, TEST_CONFIG } from '@/testing/fake-api';
import { renderApp } from '@/testing/test-utils';

const lightMeta = () => document.head.querySelector('meta[name="theme-color"][media="(prefers-color-scheme: light)"]');

afterEach(() => lightMeta()?.remove());

describe("the browser toolbar's colour", () => {
  it("is the configured brand colour on a page rendered in the browser (index.html's own meta comes first in <head>)", async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#0d47a1" />');
    const api = createFakeApi();
    api.on('GET', '/api/config', () => jsonResponse({ ...TEST_CONFIG, branding: { ...TEST_CONFIG.branding, primaryColors: ['#C62828'] } }));
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(lightMeta()?.getAttribute('content')).toBe('#c62828'));
  });
});
