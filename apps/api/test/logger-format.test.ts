import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyTransport } from '../src/logger.ts';

describe('the log format', () => {
  const installed = () => true;

  it('is pino-pretty for a person at a terminal in development', () => {
    expect(prettyTransport({ NODE_ENV: 'development' }, true, installed)?.target).toBe('pino-pretty');
    expect(prettyTransport({}, true, installed)?.target).toBe('pino-pretty');
  });

  it('is JSON in production, under tests, when stdout is not a terminal, and when pino-pretty is not installed', () => {
    expect(prettyTransport({ NODE_ENV: 'production' }, true, installed)).toBeUndefined();
    expect(prettyTransport({ NODE_ENV: 'test' }, true, installed)).toBeUndefined();
    expect(prettyTransport({ NODE_ENV: 'development' }, false, installed)).toBeUndefined();
    expect(prettyTransport({ NODE_ENV: 'development' }, true, () => false)).toBeUndefined();
  });

  it("keeps the caller's own logger options (a test's stream) without a transport", () => {
    const stream = { write: () => undefined };
    const options = loggerOptions({ stream }, 'info') as Record<string, unknown>;
    expect(options.stream).toBe(stream);
    expect(options.transport).toBeUndefined();
  });
});
