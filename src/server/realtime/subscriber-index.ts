import type { AppEvent } from '../../shared/contracts/events';
import { endsStream, type StreamEnding } from './stream-endings';

type Indexed = { userId: string; sessionId?: string; role: string };

/**
 * An instance's subscribers, found by whom an event or ending concerns rather than by scanning them all:
 * a client's event reaches the admins and that client's own streams, and an ending looks at one user's.
 */
export class SubscriberIndex<S extends Indexed> {
  private readonly admins = new Set<S>();
  private readonly byUser = new Map<string, Set<S>>();

  add(subscriber: S) {
    let own = this.byUser.get(subscriber.userId);
    if (!own) {
      own = new Set();
      this.byUser.set(subscriber.userId, own);
    }
    own.add(subscriber);
    if (subscriber.role === 'admin') this.admins.add(subscriber);
  }

  delete(subscriber: S) {
    this.admins.delete(subscriber);
    const own = this.byUser.get(subscriber.userId);
    if (!own?.delete(subscriber)) return;
    if (own.size === 0) this.byUser.delete(subscriber.userId);
  }

  clear() {
    this.admins.clear();
    this.byUser.clear();
  }

  /** Who may receive `event`: every admin, and the client it is about, never another client. */
  *receiversOf(event: AppEvent): Iterable<S> {
    yield* this.admins;
    if (event.clientId === null) return;
    for (const subscriber of this.byUser.get(event.clientId) ?? [])
      if (subscriber.role !== 'admin') yield subscriber;
  }

  /** The streams a notice ends; a copy, since ending a stream removes it from the index. */
  endedBy(ending: StreamEnding): S[] {
    return [...(this.byUser.get(ending.userId) ?? [])].filter((s) => endsStream(s, ending));
  }

  *all(): Iterable<S> {
    for (const own of this.byUser.values()) yield* own;
  }
}
