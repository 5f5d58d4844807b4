import { describe, expect, it } from 'vitest';
import { Slots } from '../../src/platform/slots.js';

describe('Slots (how many exports run at once)', () => {
  it('lets size holders in, queues the rest first come first served, and counts a release once', async () => {
    const slots = new Slots(2);
    const a = await slots.acquire();
    const b = await slots.acquire();
    const order: string[] = [];
    const c = slots.acquire().then((release) => (order.push('c'), release));
    const d = slots.acquire().then((release) => (order.push('d'), release));
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual([]);
    expect(slots.queued).toBe(2);

    a();
    a(); // a second release of the same slot gives nothing back
    const releaseC = await c;
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['c']);
    expect(slots.queued).toBe(1);

    b();
    const releaseD = await d;
    expect(order).toEqual(['c', 'd']);
    releaseC();
    releaseD();
    // Both slots are free again: two acquire at once, a third waits.
    const e = await slots.acquire();
    await slots.acquire();
    let third = false;
    void slots.acquire().then(() => (third = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(third).toBe(false);
    e();
    await new Promise((r) => setTimeout(r, 10));
    expect(third).toBe(true);
  });
});
