import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicData, usePublicData } from './public-data';

function Probe({ k, fetcher }: { k: string; fetcher: () => Promise<string> }) {
  const r = usePublicData(k, fetcher);
  return <p>{r.isPending ? 'pending' : r.isError ? 'error' : `data:${r.data}`}</p>;
}

describe('usePublicData (the first pages without TanStack Query)', () => {
  beforeEach(() => resetPublicData());
  afterEach(() => vi.useRealTimers());

  it('renders the pending state on the server, whatever is cached (the prerender and hydration)', async () => {
    const { result } = renderHook(() => usePublicData('k1', async () => 'one'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(renderToString(<Probe k="k1" fetcher={async () => 'one'} />)).toContain('pending');
  });

  it('fetches once for every reader of a key and shares the answer', async () => {
    const fetcher = vi.fn(async () => 'shared');
    render(
      <>
        <Probe k="k2" fetcher={fetcher} />
        <Probe k="k2" fetcher={fetcher} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('data:shared')).toHaveLength(2));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('serves a fresh answer from the cache and fetches a stale one again', async () => {
    const fetcher = vi.fn(async () => 'v');
    const first = renderHook(() => usePublicData('k3', fetcher, 60_000));
    await waitFor(() => expect(first.result.current.data).toBe('v'));
    first.unmount();
    const again = renderHook(() => usePublicData('k3', fetcher, 60_000));
    expect(again.result.current.data).toBe('v');
    expect(fetcher).toHaveBeenCalledTimes(1);
    again.unmount();
    const stale = renderHook(() => usePublicData('k3', fetcher, -1));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(stale.result.current.data).toBe('v');
  });

  it('tries a failed read once more (spec §9: 1 retry), then shows the error; refetch recovers', async () => {
    vi.useFakeTimers();
    let fail = true;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    const { result } = renderHook(() => usePublicData('k4', fetcher));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toEqual(new Error('down'));
    fail = false;
    await act(async () => {
      await result.current.refetch();
    });
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBe('up');
  });
});
