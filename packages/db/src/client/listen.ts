import type { Database } from './create-database';

export interface ChannelHandlers {
  /** each NOTIFY payload on the channel, in commit order */
  onMessage(payload: string): void;
  /**
   * LISTEN is in place: at first, and again each time the postgres driver re-established its
   * listening connection. What was announced while it was down is lost: re-read what you keep.
   */
  onListening(): void;
}

export interface ChannelSubscription {
  close(): Promise<void>;
}

interface PgliteLike {
  waitReady: Promise<void>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}
interface PostgresJsLike {
  listen(channel: string, onnotify: (payload: string) => void, onlisten?: () => void): Promise<{ unlisten(): Promise<void> }>;
}

/** Which driver `db` runs on: some guarantees differ (PGlite's one connection sees its notifications with the commit). */
export function databaseKind(db: Database): 'pglite' | 'postgres' {
  const client = (db as unknown as { $client?: unknown }).$client;
  // anything that is not PGlite gets PostgreSQL's (stricter) treatment
  return typeof client === 'object' && client !== null && 'waitReady' in client ? 'pglite' : 'postgres';
}

/**
 * LISTEN on a PostgreSQL channel through whichever driver `db` runs on: postgres.js (its own
 * connection, reconnected by the driver) or PGlite (the one in-process connection). Channel
 * names are lower-case identifiers of ours, never input.
 */
export async function listenToChannel(db: Database, channel: string, handlers: ChannelHandlers): Promise<ChannelSubscription> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listenToChannel: "${channel}" is not a plain channel name`);
  const client = (db as unknown as { $client: PgliteLike | PostgresJsLike }).$client;
  if ('waitReady' in client) {
    const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
    handlers.onListening();
    return { close: () => unlisten() };
  }
  const request = await client.listen(channel, (payload) => handlers.onMessage(payload), () => handlers.onListening());
  return { close: () => request.unlisten() };
}
