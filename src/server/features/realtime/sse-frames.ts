import type { AppEvent } from '../../../shared/contracts/events';
import type { StreamEndReason } from '../../realtime/stream-endings';

/** The SSE event names a stream sends besides `change`. */
export type Signal = 'ready' | 'heartbeat' | 'resync' | StreamEndReason;

const encoder = new TextEncoder();
const frame = (event: string, data: string) => encoder.encode(`event: ${event}\ndata: ${data}\n\n`);

const signals = new Map<Signal, Uint8Array>();

/** The bytes of a signal, made once per process: every stream sends the same ones. */
export function signalFrame(signal: Signal): Uint8Array {
  let bytes = signals.get(signal);
  if (!bytes) {
    bytes = frame(signal, '{}');
    signals.set(signal, bytes);
  }
  return bytes;
}

// The hub hands every subscriber the same event object, so the first stream to send it encodes it and
// the others reuse those bytes: one JSON.stringify per event, not one per stream. Never mutated after.
const changes = new WeakMap<AppEvent, Uint8Array>();

/** The bytes of a `change` event; JSON.stringify escapes line breaks, so the data stays one line. */
export function changeFrame(event: AppEvent): Uint8Array {
  let bytes = changes.get(event);
  if (!bytes) {
    bytes = frame('change', JSON.stringify(event));
    changes.set(event, bytes);
  }
  return bytes;
}
