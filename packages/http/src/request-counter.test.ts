import { describe, expect, it } from 'vitest';
import { createRequestCounter } from './index';

describe('createRequestCounter', () => {
  it('counts up and down and tells subscribers each change', () => {
    const counter = createRequestCounter();
    const seen: number[] = [];
    const unsubscribe = counter.subscribe((active) => seen.push(active));
    counter.increment();
    counter.increment();
    counter.decrement();
    expect(counter.active).toBe(1);
    unsubscribe();
    counter.decrement();
    expect(seen).toEqual([1, 2, 1]);
    expect(counter.active).toBe(0);
  });

  it('never goes below zero, and a stray decrement notifies nobody', () => {
    const counter = createRequestCounter();
    const seen: number[] = [];
    counter.subscribe((active) => seen.push(active));
    counter.decrement();
    counter.increment();
    expect(counter.active).toBe(1);
    expect(seen).toEqual([1]);
  });

  it('keeps working when its methods are passed around detached', () => {
    const { increment, decrement, subscribe } = createRequestCounter();
    const seen: number[] = [];
    subscribe((active) => seen.push(active));
    increment();
    decrement();
    expect(seen).toEqual([1, 0]);
  });

  it('gives separate counters separate state', () => {
    const a = createRequestCounter();
    const b = createRequestCounter();
    a.increment();
    expect(b.active).toBe(0);
  });
});
