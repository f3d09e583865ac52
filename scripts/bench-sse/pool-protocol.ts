/** What `npm run bench:sse` tells a stream-client process. */
export type PoolCommand =
  /** `watched`: the streams whose arrivals are measured; events reaching the others count as leaks. */
  | { type: 'open'; origin: string; cookies: string[]; count: number; concurrency: number; watched: boolean }
  | { type: 'close-all' }
  /** Reply once every open stream received the `chat` event with this id (or on timeout). */
  | { type: 'await'; id: string; timeoutMs: number }
  | { type: 'exit' };

/** What a stream-client process answers. */
export type PoolReply =
  | { type: 'started' }
  | { type: 'opened'; open: number; failed: number }
  | { type: 'closed'; open: number }
  /** Arrival times in wall-clock ms (performance.timeOrigin + now), comparable across processes. */
  | { type: 'arrivals'; id: string; times: number[]; watched: number; dropped: number; leaked: number };
