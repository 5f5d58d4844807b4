import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announceLiveConnected, useRefetchOnLiveConnect } from './live-connection';

describe('live connection', () => {
  it('refetches an open screen on every (re)connection, with its latest refetch, and stops when it closes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ refetch }) => useRefetchOnLiveConnect(refetch), { initialProps: { refetch: first } });
    act(() => announceLiveConnected());
    expect(first).toHaveBeenCalledTimes(1);

    rerender({ refetch: second });
    act(() => announceLiveConnected());
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    unmount();
    act(() => announceLiveConnected());
    expect(second).toHaveBeenCalledTimes(1);
  });
});
