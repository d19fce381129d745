import { describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_TEXT } from './api-error';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

const envelope = (statusCode: number) => ({
  data: null,
  isSuccess: false,
  statusCode,
  message: 'x',
  errorCode: null,
  errors: null,
});

describe('query client defaults', () => {
  it('keeps unused data five minutes and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    expect(defaults.mutations?.retry).toBe(0);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('retries server and connection failures three times', () => {
    for (const error of [envelope(500), envelope(503), GENERIC_ERROR_TEXT]) {
      expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('does not retry client errors', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) {
      expect(shouldRetryQuery(0, envelope(status))).toBe(false);
    }
  });

  it('waits 1 s, then doubles, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('calls a query that fails with a 404 once', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(envelope(404));
    await expect(client.fetchQuery({ queryKey: ['missing'], queryFn })).rejects.toEqual(
      envelope(404),
    );
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
