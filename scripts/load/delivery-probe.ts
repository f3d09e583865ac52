import type { PortalSession } from '../reliability/portal-session';
import type { EventStream } from './event-streams';

export type ProbeClient = { session: PortalSession; probeTaskId: string; streams: EventStream[] };
export type DeliveryFigures = { latenciesMs: number[]; missed: number; writes: number };

/** An event not seen within this long counts as missed. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** Pacing between probe writes, so the probe adds a trickle, not a second load. */
const PROBE_GAP_MS = 250;

/**
 * Until `stop`: a client comments on its own probe task (which the traffic mix never touches), and the
 * time from the 2xx to that task's event on each of the client's open streams is recorded. An event that
 * beats the answer counts as 0 ms.
 */
export async function probeLiveDelivery(clients: ProbeClient[], stop: AbortSignal): Promise<DeliveryFigures> {
  const figures: DeliveryFigures = { latenciesMs: [], missed: 0, writes: 0 };
  for (let i = 0; !stop.aborted; i++) {
    const client = clients[i % clients.length] as ProbeClient;
    const open = client.streams.filter((s) => !s.ended);
    const arrivals = open.map((stream) =>
      stream
        .next((e) => e.topic === 'task_activity' && e.id === client.probeTaskId, DELIVERY_TIMEOUT_MS)
        .then((e) => e.arrivedAt)
        .catch(() => undefined),
    );
    const { status } = await client.session.request('POST', `/api/tasks/${client.probeTaskId}/comments`, {
      content: `delivery probe ${i}`,
    });
    const ackedAt = performance.now();
    if (status !== 201) {
      figures.missed += open.length;
      continue;
    }
    figures.writes++;
    for (const arrivedAt of await Promise.all(arrivals)) {
      if (arrivedAt === undefined) figures.missed++;
      else figures.latenciesMs.push(Math.max(0, arrivedAt - ackedAt));
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
  }
  return figures;
}
