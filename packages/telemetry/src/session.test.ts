import { describe, expect, it } from 'vitest';
import { TELEMETRY } from './limits';
import { touchSession, type SessionStore } from './session';

function memory(): SessionStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}
let ids = 0;
const newId = () => `s${++ids}`;
const MIN = 60_000;

describe('touchSession', () => {
  it('draws sampling once per session: 3 % in production means a draw under 0.03', () => {
    expect(touchSession(memory(), 0, TELEMETRY.productionSampleRate, () => 0.029, newId).sampled).toBe(true);
    expect(touchSession(memory(), 0, TELEMETRY.productionSampleRate, () => 0.03, newId).sampled).toBe(false);
    expect(touchSession(memory(), 0, 1, () => 0.9999, newId).sampled).toBe(true);
    expect(touchSession(memory(), 0, 0, () => 0, newId).sampled).toBe(false);
  });

  it('keeps one session while reports come within 15 minutes, for at most 4 hours', () => {
    const store = memory();
    const first = touchSession(store, 0, 0.5, () => 0.1, newId);
    // later draws would say "not sampled": a live session keeps its first draw
    let now = 0;
    for (let i = 0; i < 16; i++) {
      now += 14 * MIN;
      const s = touchSession(store, now, 0.5, () => 0.9, newId);
      expect(s).toMatchObject({ id: first.id, sampled: true, startedAt: 0, lastSeenAt: now });
    }
    // 16 × 14 min = 224 min; at 4 hours the session ends even though it was busy
    const renewed = touchSession(store, 4 * 60 * MIN, 0.5, () => 0.9, newId);
    expect(renewed.id).not.toBe(first.id);
    expect(renewed).toMatchObject({ sampled: false, startedAt: 4 * 60 * MIN });
  });

  it('starts afresh after 15 minutes without a report, or when the stored one is unreadable or from the future', () => {
    const store = memory();
    const first = touchSession(store, 0, 1, () => 0, newId);
    expect(touchSession(store, 15 * MIN, 1, () => 0, newId).id).not.toBe(first.id);
    store.map.set('sf-telemetry-session', '{not json');
    expect(touchSession(store, 0, 1, () => 0, newId).id).toMatch(/^s\d+$/);
    const now = touchSession(store, 10 * MIN, 1, () => 0, newId);
    expect(touchSession(store, 5 * MIN, 1, () => 0, newId).id).not.toBe(now.id);
  });

  it('works without storage, or with one that throws', () => {
    const throwing: SessionStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(touchSession(throwing, 0, 1, () => 0, newId).sampled).toBe(true);
    expect(touchSession(undefined, 0, 1, () => 0, newId).sampled).toBe(true);
  });
});
