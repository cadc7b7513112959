import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/test-utils';
import { LoadingProvider, useLoading, type TLoadingApi } from '../loading-provider';

let loading: TLoadingApi;
const Probe = () => {
  loading = useLoading();
  return null;
};

const renderLoading = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <LoadingProvider>
        <Probe />
      </LoadingProvider>
    </QueryClientProvider>,
  );

const indicator = () => screen.queryByTestId('loading-indicator');

describe('loading indicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('stays until 1 s after the task stops', () => {
    renderLoading();
    expect(indicator()).toBeNull();
    act(() => loading.start());
    expect(indicator()).not.toBeNull();
    act(() => loading.stop());
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(indicator()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(indicator()).toBeNull();
  });

  it('counts tasks: visible until every one has stopped (each stop delayed 1 s)', () => {
    renderLoading();
    act(() => {
      loading.start();
      loading.start();
    });
    act(() => loading.stop());
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(indicator()).not.toBeNull();
    act(() => loading.stop());
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(indicator()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(indicator()).toBeNull();
  });

  it('track(promise) starts and stops around a promise', async () => {
    renderLoading();
    let resolve: (value: string) => void = () => {};
    const promise = new Promise<string>((r) => {
      resolve = r;
    });
    let tracked: Promise<string> = Promise.resolve('');
    act(() => {
      tracked = loading.track(promise);
    });
    expect(indicator()).not.toBeNull();
    await act(async () => {
      resolve('ok');
      await expect(tracked).resolves.toBe('ok');
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(indicator()).toBeNull();
  });
});
