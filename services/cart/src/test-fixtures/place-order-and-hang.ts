// A process that dies in the middle of placing an order (placement-crash.test.ts): it places the
// order through the real workflow and, when the named step is about to run, prints PAUSED and
// waits forever — the test then kills it with SIGKILL, as a crash or a lost machine would.
// Usage: tsx place-order-and-hang.ts <postgres URL | PGlite folder> <user id> <intent id> <key> <step id>
import { createDatabase } from '@storefront/db';
import { placeOrder } from '../domain/orders/place-order';

const [where, userId, intentId, key, pauseAt] = process.argv.slice(2) as [string, string, string, string, string];
const handle = await createDatabase(where.startsWith('postgres') ? { url: where } : { dataDir: where });
const outcome = await placeOrder(
  handle.db,
  { owner: { kind: 'user', userId }, store: 'us', paymentIntentId: intentId, idempotencyKey: key, imageBaseUrl: '' },
  {
    observe: async (event) => {
      if (event.step !== pauseAt || event.phase !== 'run') return;
      console.log('PAUSED');
      await new Promise(() => {});
    },
  },
);
console.log(`FINISHED ${JSON.stringify(outcome)}`);
await handle.close();
