import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideMessage, messageStore } from '../message/message-store';
import { loadSession, saveSession } from '../session/auth-store';
import { setUnauthenticatedHandler } from '../session/unauthenticated';
import { ApiError, apiFetch, apiFetchJson } from './api-fetch';

function reply(status: number, statusText: string, body = '{}') {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(status === 204 ? null : body, { status, statusText }));
}

describe('apiFetch', () => {
  const onUnauthenticated = vi.fn();

  beforeEach(() => {
    loadSession();
    hideMessage();
    onUnauthenticated.mockReset();
    setUnauthenticatedHandler(onUnauthenticated);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthenticatedHandler(() => undefined);
  });

  it('sends the Bearer token and parses JSON', async () => {
    saveSession({ token: 'abc', role: 4, numer_pracownika: 1 });
    const fetchMock = reply(200, 'OK', '{"count":3}');
    vi.stubGlobal('fetch', fetchMock);

    const body = await apiFetchJson<{ count: number }>('/api/history?page=1&limit=25');

    expect(body).toEqual({ count: 3 });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });

  it('ends the session on 401 without a message', async () => {
    vi.stubGlobal('fetch', reply(401, 'Unauthorized'));

    await expect(apiFetch('/api/users')).rejects.toBeInstanceOf(ApiError);

    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(messageStore.getState().open).toBe(false);
  });

  it.each([400, 404])('shows no message for %i', async (status) => {
    vi.stubGlobal('fetch', reply(status, 'Nope'));

    await expect(apiFetch('/api/manufacturing/check-order/1')).rejects.toMatchObject({ status });

    expect(messageStore.getState().open).toBe(false);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('shows the status text of any other failure as an error', async () => {
    vi.stubGlobal('fetch', reply(503, 'Service Unavailable'));

    await expect(apiFetch('/api/stocks')).rejects.toMatchObject({ status: 503 });

    expect(messageStore.getState()).toMatchObject({ open: true, isError: true, message: 'Service Unavailable' });
  });
});
