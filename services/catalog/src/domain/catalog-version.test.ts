import { describe, expect, it } from 'vitest';
import { CatalogVersionGate, CatalogVersionWatch } from './catalog-version';

/** A version source whose reads the test completes by hand, recording when each began. */
function manualReads() {
  const reads: Array<{ resolve: (v: number) => void; reject: (e: Error) => void }> = [];
  const read = () => new Promise<number>((resolve, reject) => reads.push({ resolve, reject }));
  return { reads, read };
}

describe('CatalogVersionGate', () => {
  it('a caller arriving while a read is in flight gets the next read, shared by every such caller', async () => {
    const { reads, read } = manualReads();
    const gate = new CatalogVersionGate(read);
    const first = gate.current();
    const late = [gate.current(), gate.current(), gate.current()];
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(1); // began before the late callers: not theirs to use
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('starts a fresh read once idle, and a failed read fails only its callers', async () => {
    const { reads, read } = manualReads();
    const gate = new CatalogVersionGate(read);
    const failing = gate.current();
    const queued = gate.current();
    reads[0]!.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await Promise.resolve();
    reads[1]!.resolve(5);
    expect(await queued).toBe(5);
    const next = gate.current();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(6);
    expect(await next).toBe(6);
  });
});

describe('CatalogVersionWatch', () => {
  it('reads through the gate until it listens, then answers from what it holds', async () => {
    const { reads, read } = manualReads();
    const watch = new CatalogVersionWatch(new CatalogVersionGate(read), read);
    const before = watch.current();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(4);
    expect(await before).toBe(4);

    const listening = watch.listening();
    expect(watch.holding).toBe(false);
    reads[1]!.resolve(4);
    await listening;
    expect(watch.holding).toBe(true);
    expect(await watch.current()).toBe(4);
    watch.heard('5');
    expect(await watch.current()).toBe(5);
    expect(reads).toHaveLength(2);
  });

  it('keeps an announcement that overtook its first read, and ignores payloads that are no version', async () => {
    const { reads, read } = manualReads();
    const watch = new CatalogVersionWatch(new CatalogVersionGate(read), read);
    const listening = watch.listening();
    watch.heard('9'); // committed after the read's snapshot: the read's answer is older
    reads[0]!.resolve(8);
    await listening;
    expect(await watch.current()).toBe(9);
    watch.heard('not a number');
    watch.heard('1e400');
    expect(await watch.current()).toBe(9);
  });

  it('a failed first read leaves it reading per request; stop() returns it there', async () => {
    const { reads, read } = manualReads();
    const watch = new CatalogVersionWatch(new CatalogVersionGate(read), read);
    const listening = watch.listening();
    reads[0]!.reject(new Error('connection lost'));
    await expect(listening).rejects.toThrow('connection lost');
    expect(watch.holding).toBe(false);
    watch.heard('3');
    expect(watch.holding).toBe(true);
    watch.stop();
    const next = watch.current();
    reads[1]!.resolve(3);
    expect(await next).toBe(3);
  });
});

describe('CatalogVersionWatch.check', () => {
  async function holding(at: number) {
    const { reads, read } = manualReads();
    const watch = new CatalogVersionWatch(new CatalogVersionGate(read), read);
    const listening = watch.listening();
    reads[0]!.resolve(at);
    await listening;
    return { reads, watch };
  }

  it('reads nothing while not holding', async () => {
    const { reads, read } = manualReads();
    const watch = new CatalogVersionWatch(new CatalogVersionGate(read), read);
    expect(await watch.check()).toBe(false);
    expect(reads).toHaveLength(0);
  });

  it('adopts a version whose announcement never came, and keeps an unchanged one', async () => {
    const { reads, watch } = await holding(3);
    const same = watch.check();
    reads[1]!.resolve(3);
    expect(await same).toBe(false);
    const missed = watch.check();
    reads[2]!.resolve(5);
    expect(await missed).toBe(true);
    expect(await watch.current()).toBe(5);
  });

  it('an announcement heard during the read: the newer of the two stands', async () => {
    const { reads, watch } = await holding(3);
    const older = watch.check();
    watch.heard('7'); // committed after the read's snapshot
    reads[1]!.resolve(6);
    expect(await older).toBe(false);
    expect(await watch.current()).toBe(7);
    const newer = watch.check();
    watch.heard('8'); // a late announcement of a commit the read already sees
    reads[2]!.resolve(9);
    expect(await newer).toBe(true);
    expect(await watch.current()).toBe(9);
  });

  it('a late announcement never takes the version back; a lower read with none heard is a reset', async () => {
    const { reads, watch } = await holding(3);
    const missed = watch.check();
    reads[1]!.resolve(6);
    await missed;
    watch.heard('5');
    expect(await watch.current()).toBe(6);
    const reset = watch.check();
    reads[2]!.resolve(1);
    expect(await reset).toBe(true);
    expect(await watch.current()).toBe(1);
  });
});
