import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { partnerDetailsQuery } from '../api/get-partner-details';

const apiError = (statusCode: number) => new ApiError({ statusCode, error: 'x', message: 'x', additionalData: null });

describe("the partner page's query", () => {
  it('never retries a 4xx (an unknown partner, an id the API refuses); retries a server or network failure twice', () => {
    const retry = partnerDetailsQuery(1).retry as (count: number, error: unknown) => boolean;
    for (const status of [400, 404, 422, 429]) expect(retry(0, apiError(status)), String(status)).toBe(false);
    expect(retry(0, apiError(503))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, apiError(503))).toBe(false);
  });
});
