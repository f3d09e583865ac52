import type { AppEvent, EventTopic } from '../../shared/contracts/events';
import { endsStream, type StreamEnding } from './stream-endings';

type Indexed = {
  userId: string;
  sessionId?: string;
  role: string;
  clientId?: string;
  managed?: ReadonlySet<string>;
};

/** The events about no client that an account manager's stream carries: their bell, the team, the brand. */
const managersWideTopics: ReadonlySet<EventTopic> = new Set(['notifications', 'team', 'agency']);

/**
 * An instance's subscribers, found by whom an event or ending concerns rather than by scanning them all:
 * a client's event reaches the admins, the streams of that client company's people and of its account
 * managers, and an ending looks at one user's.
 */
export class SubscriberIndex<S extends Indexed> {
  private readonly admins = new Set<S>();
  private readonly managers = new Set<S>();
  private readonly byUser = new Map<string, Set<S>>();
  private readonly byClient = new Map<string, Set<S>>();

  add(subscriber: S) {
    addTo(this.byUser, subscriber.userId, subscriber);
    if (subscriber.role === 'admin') this.admins.add(subscriber);
    else if (subscriber.role === 'manager') {
      this.managers.add(subscriber);
      for (const clientId of subscriber.managed ?? []) addTo(this.byClient, clientId, subscriber);
    } else if (subscriber.clientId !== undefined) addTo(this.byClient, subscriber.clientId, subscriber);
  }

  delete(subscriber: S) {
    this.admins.delete(subscriber);
    if (this.managers.delete(subscriber))
      for (const clientId of subscriber.managed ?? []) deleteFrom(this.byClient, clientId, subscriber);
    if (subscriber.clientId !== undefined) deleteFrom(this.byClient, subscriber.clientId, subscriber);
    deleteFrom(this.byUser, subscriber.userId, subscriber);
  }

  clear() {
    this.admins.clear();
    this.managers.clear();
    this.byUser.clear();
    this.byClient.clear();
  }

  /**
   * Who may receive `event`: every admin, and the people and account managers of the client it is about,
   * never another client's; an event about no client reaches managers only for their own topics.
   */
  *receiversOf(event: AppEvent): Iterable<S> {
    yield* this.admins;
    if (event.clientId === null) {
      if (managersWideTopics.has(event.topic)) yield* this.managers;
      return;
    }
    yield* this.byClient.get(event.clientId) ?? [];
  }

  /** The streams a notice ends; a copy, since ending a stream removes it from the index. */
  endedBy(ending: StreamEnding): S[] {
    return [...(this.byUser.get(ending.userId) ?? [])].filter((s) => endsStream(s, ending));
  }

  *all(): Iterable<S> {
    for (const own of this.byUser.values()) yield* own;
  }
}

function addTo<S>(index: Map<string, Set<S>>, key: string, subscriber: S) {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(subscriber);
}

function deleteFrom<S>(index: Map<string, Set<S>>, key: string, subscriber: S) {
  const set = index.get(key);
  if (!set?.delete(subscriber)) return;
  if (set.size === 0) index.delete(key);
}
