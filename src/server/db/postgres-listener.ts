import pg from 'pg';

/** Waits before each reconnect of a lost LISTEN connection; the last step repeats. */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

/**
 * LISTEN holds one connection open outside the pool for as long as we listen. When PostgreSQL drops it
 * (a restart, a failover, a terminated backend) we reconnect with backoff and LISTEN again, so events
 * keep crossing server instances. Those sent while it was down are lost, so `onReconnect` lets the
 * caller tell its subscribers to refetch. Without an error handler a dropped connection would stop the
 * whole process.
 */
export function listenWithReconnect(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void = () => {},
  delaysMs: readonly number[] = RECONNECT_DELAYS_MS,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    // A lost connection emits 'error' (possibly more than once) and then 'end': report it once, on 'end'.
    let lastError = 'closed';
    next.on('error', (error) => {
      lastError = error.message;
    });
    next.on('end', () => {
      if (client !== next) return;
      console.error(`Realtime: lost the LISTEN connection (${lastError}); reconnecting`);
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    const reconnected = failures > 0;
    client = next;
    failures = 0;
    if (reconnected) onReconnect();
  }

  function scheduleReconnect() {
    client = undefined;
    if (stopped || retry) return;
    const delay = delaysMs[Math.min(failures, delaysMs.length - 1)] ?? 0;
    failures++;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        console.error(`Realtime: could not LISTEN again (${error.message})`);
        scheduleReconnect();
      });
    }, delay);
  }

  return {
    /** Resolves once listening; a failure on this first connect is thrown to the caller. */
    start: connect,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
