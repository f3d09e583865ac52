import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_BACKOFF_MS } from '@/shared/domain/limits';
import { useAuth } from './auth/auth-provider';
import { meQueryOptions } from './auth/get-me';
import { applyLiveEvent } from './live-queries';

/** SPEC §9: the server sends a heartbeat every 25 s; 10 s more of silence means the stream is dead. */
const SILENCE_LIMIT_MS = REALTIME_HEARTBEAT_MS + 10_000;

/**
 * Keeps the signed-in user's cached data fresh: listens to /api/events and invalidates the queries each
 * change makes stale (live-queries.ts). Reconnects after 1, 2, 5 then every 10 s while still signed in. Each
 * time the stream is ready it refetches what was fetched before: events sent while no stream listened are
 * lost. Stops when the
 * server says the session ended.
 */
export function useRealtime() {
  const { user, role } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = Boolean(user && role);

  useEffect(() => {
    if (!signedIn) return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const stop = () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      source?.close();
    };
    const alive = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(reconnect, SILENCE_LIMIT_MS);
    };
    const reconnect = () => {
      source?.close();
      clearTimeout(silenceTimer);
      const delay =
        REALTIME_RECONNECT_BACKOFF_MS[Math.min(failures, REALTIME_RECONNECT_BACKOFF_MS.length - 1)];
      failures += 1;
      retryTimer = setTimeout(() => void reconnectIfSignedIn(), delay);
    };
    // A failed stream may mean the session ended, and EventSource hides the server's 401. Re-reading
    // /api/me tells: a signed-out browser stops here (and the guards see it) instead of retrying for ever.
    const reconnectIfSignedIn = async () => {
      const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => undefined);
      if (stopped) return;
      if (me === null) stop();
      else connect();
    };
    const connect = () => {
      source = new EventSource('/api/events');
      source.addEventListener('ready', () => {
        void loadEventSchema();
        // The server sends 'ready' once the stream hears every change; a change made before then reached
        // no stream of this tab. What was fetched before it may have missed one, on the first connection
        // (the page loaded while the stream was opening) as after a reconnect.
        const readyAt = Date.now();
        void queryClient.invalidateQueries({
          predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < readyAt,
        });
        failures = 0;
        alive();
      });
      source.addEventListener('heartbeat', alive);
      // The server missed events (its database connection dropped and is back): refetch everything.
      source.addEventListener('resync', () => {
        alive();
        void queryClient.invalidateQueries();
      });
      source.addEventListener('change', (event) => {
        alive();
        void applyEvent(queryClient, event.data);
      });
      // The stream's session ended (sign-out, password reset, a password change elsewhere). Re-reading
      // /api/me at once shows the signed-out state and stops here; only a browser that holds a newer
      // session cookie (signed in again in another tab) reconnects.
      source.addEventListener('session-ended', () => {
        source?.close();
        clearTimeout(silenceTimer);
        void reconnectIfSignedIn();
      });
      // This tab changed the password and was handed a new session cookie with the answer: reconnect with
      // it. The wait lets that answer land first, should the stream's notice have been quicker.
      source.addEventListener('session-renewed', () => {
        source?.close();
        clearTimeout(silenceTimer);
        retryTimer = setTimeout(connect, REALTIME_RECONNECT_BACKOFF_MS[0]);
      });
      source.onerror = reconnect;
    };

    connect();
    return stop;
  }, [signedIn, queryClient]);
}

type EventSchema = typeof import('@/shared/contracts/events').appEventSchema;
let eventSchema: Promise<EventSchema> | undefined;

/**
 * The events' schema (and zod with it) loads once the stream is open, not with every page: no page
 * needs it to paint. Events are handled in the order they came, as each waits for the same load.
 */
function loadEventSchema() {
  eventSchema ??= import('@/shared/contracts/events').then((m) => m.appEventSchema);
  return eventSchema;
}

async function applyEvent(queryClient: QueryClient, data: string) {
  const schema = await loadEventSchema();
  let parsed: ReturnType<EventSchema['safeParse']>;
  try {
    parsed = schema.safeParse(JSON.parse(data));
  } catch {
    return;
  }
  if (parsed.success) void applyLiveEvent(queryClient, parsed.data);
}
