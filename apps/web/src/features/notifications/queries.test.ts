import type { Notification, NotificationList } from '@mb/contract/notifications';
import { type InfiniteData, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { notificationCache, notificationKeys } from './live';

const U = 'u1';
const note = (id: string, read_at: string | null = null): Notification => ({
  id,
  title: `t${id}`,
  content: '',
  type: 'system_update',
  action_url: null,
  order_id: null,
  editor_notification_type: null,
  created_at: '2026-11-23T12:00:00Z',
  read_at,
});

function setup(items: Notification[], count: number) {
  const qc = new QueryClient();
  qc.setQueryData<InfiniteData<NotificationList, string | undefined>>(notificationKeys.list(U), {
    pages: [{ items, next_before: null }],
    pageParams: [undefined],
  });
  qc.setQueryData(notificationKeys.unread(U), { count });
  const list = () => qc.getQueryData<InfiniteData<NotificationList>>(notificationKeys.list(U))?.pages.flatMap((p) => p.items) ?? [];
  const unread = () => qc.getQueryData<{ count: number }>(notificationKeys.unread(U))?.count;
  return { qc, cache: notificationCache(qc, U), list, unread };
}

describe('the notification cache', () => {
  it('a change heard while the first count is still loading is not lost to that older answer', async () => {
    const qc = new QueryClient();
    const answers: ((v: { count: number }) => void)[] = [];
    const observer = new QueryObserver(qc, {
      queryKey: notificationKeys.unread(U),
      queryFn: () => new Promise<{ count: number }>((resolve) => answers.push(resolve)),
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    // The live insert arrives while the first read (made before the notification existed) is in flight.
    notificationCache(qc, U).insert(note('new'));
    answers[0]?.({ count: 0 });
    // The count is read again, and the new answer (which includes it) is what the badge shows.
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.({ count: 1 });
    await vi.waitFor(() => expect(qc.getQueryData<{ count: number }>(notificationKeys.unread(U))?.count).toBe(1));
    stop();
  });

  it('puts a new one on top and counts it once, however often it is heard', () => {
    const s = setup([note('a')], 1);
    expect(s.cache.insert(note('b'))).toBe(true);
    expect(s.cache.insert(note('b'))).toBe(false);
    expect(s.list().map((n) => n.id)).toEqual(['b', 'a']);
    expect(s.unread()).toBe(2);
  });

  it('an update that turned it read lowers the count; the server figure wins when given', () => {
    const s = setup([note('a'), note('b')], 2);
    s.cache.replace(note('a', '2026-11-23T12:01:00Z'));
    expect(s.unread()).toBe(1);
    expect(s.list()[0]?.read_at).not.toBeNull();
    s.cache.replace(note('b', '2026-11-23T12:01:00Z'), 0);
    expect(s.unread()).toBe(0);
  });

  it('never goes below 0', () => {
    const s = setup([note('a')], 0);
    s.cache.replace(note('a', '2026-11-23T12:01:00Z'));
    s.cache.replace(note('a', '2026-11-23T12:01:00Z'), -3);
    expect(s.unread()).toBe(0);
  });

  it('all read marks every item and zeroes the count, keeping earlier read times', () => {
    const s = setup([note('a'), note('b', '2026-11-20T00:00:00Z')], 1);
    s.cache.allRead('2026-11-23T13:00:00Z');
    expect(s.list().map((n) => n.read_at)).toEqual(['2026-11-23T13:00:00Z', '2026-11-20T00:00:00Z']);
    expect(s.unread()).toBe(0);
  });

  it('a restore puts back what an optimistic edit changed', () => {
    const s = setup([note('a')], 1);
    const before = s.cache.snapshot();
    s.cache.replace(note('a', '2026-11-23T12:01:00Z'));
    s.cache.restore(before);
    expect(s.unread()).toBe(1);
    expect(s.list()[0]?.read_at).toBeNull();
  });
});
