import type { StreamLimitsConfig } from '../config';

/** The cap a new stream met: its user's, its address's, or the server process's. */
export type StreamRefusal = 'user' | 'address' | 'total';

/** A live stream's place in the counts, given back once however the stream ends. */
export type StreamSlot = { release(): void };

/**
 * Counts this server process's live event streams per user, per client address and in all, and refuses a
 * new one past a cap (`STREAMS_PER_USER`, `STREAMS_PER_ADDRESS`, `STREAMS_TOTAL`). Each stream holds a
 * socket for as long as it lives: without caps, one client holding a thousand streams used up the
 * process's open files and every other request, the health check included, was refused.
 *
 * The new stream is refused rather than the oldest closed. Closing the oldest favours the newest tab, but
 * the closed tab's EventSource reconnects (the browser's hook retries after 1 to 10 s, and tabs still
 * running an older build retry whatever the stream's last event said), which would close the next oldest:
 * two tabs past the cap would take turns for ever, each turn a session read and a full refetch. At the
 * address cap closing the oldest would also cut another person's stream. A refused tab instead retries
 * every 10 s (the browser's longest wait, sent as Retry-After) and gets in once a stream of the same
 * person or address ends; the streams already open are never disturbed.
 *
 * Counts are per process, like the open-file limit they protect: with several processes or instances a
 * person may hold up to the cap on each. A stream without a known address (in-process requests) counts
 * only towards its user and the total.
 */
export class StreamSlots {
  private total = 0;
  private readonly byUser = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: StreamLimitsConfig) {}

  /** A slot for a new stream, or the cap it meets (the person's own first, then the address's, the total). */
  take(userId: string, address: string | undefined): StreamSlot | StreamRefusal {
    if ((this.byUser.get(userId) ?? 0) >= this.limits.perUser) return 'user';
    if (address !== undefined && (this.byAddress.get(address) ?? 0) >= this.limits.perAddress)
      return 'address';
    if (this.total >= this.limits.total) return 'total';
    this.total += 1;
    add(this.byUser, userId, 1);
    if (address !== undefined) add(this.byAddress, address, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        add(this.byUser, userId, -1);
        if (address !== undefined) add(this.byAddress, address, -1);
      },
    };
  }
}

/** Adds to a count, forgetting it at zero so the maps hold only the people and addresses with streams. */
function add(counts: Map<string, number>, key: string, by: number) {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
