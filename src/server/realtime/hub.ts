import { sql } from 'drizzle-orm';
import { type AppEvent, appEventSchema } from '../../shared/contracts/events';
import type { Role } from '../../shared/domain/roles';
import type { Database, DbOrTx } from '../db/connection';
import { REALTIME_CHANNEL } from './channel';
import { parseStreamEnding, type StreamEndReason } from './stream-endings';
import { SubscriberIndex } from './subscriber-index';

export type Subscriber = {
  userId: string;
  /** The session the stream was opened with: ending that session ends the stream. */
  sessionId?: string;
  role: Role;
  /** A client's person's company: its events are theirs (decision 042). */
  clientId?: string;
  /**
   * An account manager's clients, read when the stream opened: their events are the manager's (decision
   * 043). A change of assignment renews the manager's streams, so each reopens with the new set.
   */
  managed?: ReadonlySet<string>;
  send: (event: AppEvent) => void;
  /** Events may have been missed (the database connection was lost): refetch everything. */
  resync?: () => void;
  /** The stream's session ended (`stream-endings.ts`): the stream must close now. */
  end?: (reason: StreamEndReason) => void;
  /** The hub is stopping (the server shuts down): the stream closes, giving back its socket. */
  close?: () => void;
};

export type RealtimeHub = {
  /** Sends an event to every server instance. Inside a transaction it is delivered on commit. */
  publish(event: AppEvent, tx?: DbOrTx): Promise<void>;
  subscribe(subscriber: Subscriber): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

// Postgres LISTEN/NOTIFY carries events between server instances; each instance fans them out to its
// own SSE subscribers, and closes those whose session a notice says has ended. A notification is parsed
// once and the same event object goes to every receiver (the SSE route encodes it once for all).
export function createRealtimeHub(database: Database): RealtimeHub {
  const subscribers = new SubscriberIndex<Subscriber>();
  let unlisten: (() => Promise<void>) | undefined;

  // Anyone with database access can NOTIFY on the channel: a payload that is not one of our events is
  // dropped, never thrown, since a throw here would escape the listener and stop delivery (or the server).
  function deliver(payload: string) {
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      return;
    }
    const parsed = appEventSchema.safeParse(json);
    if (parsed.success) {
      for (const s of subscribers.receiversOf(parsed.data)) s.send(parsed.data);
      return;
    }
    const ending = parseStreamEnding(json);
    if (!ending) return;
    for (const s of subscribers.endedBy(ending)) s.end?.(ending.reason);
  }

  return {
    async publish(event, tx) {
      await (tx ?? database.db).execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    async start() {
      unlisten ??= await database.listen(REALTIME_CHANNEL, deliver, () => {
        // Events and notices of ended sessions may have been missed while the connection was down.
        for (const s of [...subscribers.all()]) s.resync?.();
      });
    },
    async stop() {
      // A copy: closing a stream removes it from the index.
      for (const s of [...subscribers.all()]) s.close?.();
      subscribers.clear();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
