import { randomBytes } from 'node:crypto';

/**
 * `count` UUIDv7 ids that sort in the order given (same millisecond, then a 12-bit sequence), so
 * an order's lines come back in cart order when read `order by id` (order_lines has no position).
 */
export function sortableIds(count: number, now = Date.now()): string[] {
  if (count > 0xfff) throw new Error('too many ids for one millisecond');
  const ts = now.toString(16).padStart(12, '0').slice(-12);
  return Array.from({ length: count }, (_, i) => {
    const rand = randomBytes(8);
    rand[0] = (rand[0]! & 0x3f) | 0x80; // RFC 9562 variant
    const tail = rand.toString('hex');
    const seq = (0x7000 | i).toString(16);
    return `${ts.slice(0, 8)}-${ts.slice(8)}-${seq}-${tail.slice(0, 4)}-${tail.slice(4)}`;
  });
}
