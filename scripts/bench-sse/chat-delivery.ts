import type { PortalSession } from '../reliability/portal-session';
import type { StreamClients } from './stream-client-pool';

export type Delivery = {
  latenciesMs: number[];
  missed: number;
  /** Streams the server closed during the run. */
  dropped: number;
  /** Events that reached a stream of someone else. */
  leaked: number;
  refused: number;
};

/** An event not seen within this long counts as missed. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Posts `count` chat messages one after another through `sender` at `path`, and records for each the time
 * from sending the request to its `chat` event reaching every watched stream of `clients`. The next
 * message goes once every stream has the last one (or it timed out), so each is measured alone.
 */
export async function measureChatDelivery(
  sender: PortalSession,
  path: string,
  clients: StreamClients,
  count: number,
): Promise<Delivery> {
  const delivery: Delivery = { latenciesMs: [], missed: 0, dropped: 0, leaked: 0, refused: 0 };
  for (let i = 0; i < count; i++) {
    const sentAt = performance.timeOrigin + performance.now();
    const { status, body } = await sender.request('POST', path, { content: `Delivery probe ${i + 1}` });
    const id = (body as { id?: string } | null)?.id;
    if (status !== 201 || !id) {
      delivery.refused++;
      continue;
    }
    const { times, missed, dropped, leaked } = await clients.arrivals(id, DELIVERY_TIMEOUT_MS);
    for (const at of times) delivery.latenciesMs.push(Math.max(0, at - sentAt));
    delivery.missed += missed;
    delivery.dropped = dropped;
    delivery.leaked = leaked;
  }
  return delivery;
}
