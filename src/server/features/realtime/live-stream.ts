import type { AppEvent } from '../../../shared/contracts/events';
import type { Role } from '../../../shared/domain/roles';
import type { RealtimeHub, Subscriber } from '../../realtime/hub';
import type { StreamEndReason } from '../../realtime/stream-endings';
import type { Heartbeat } from './heartbeat';
import { changeFrame, type Signal, signalFrame } from './sse-frames';

/** Where a stream writes its bytes as things happen: the response's body (`routes.ts`). */
export type BodySink = {
  write(bytes: Uint8Array): void;
  /** Bytes written that the browser has not taken yet. */
  queuedBytes(): number;
  /** Ends the response after what is queued. */
  end(): void;
  /** Runs once the response is over: ended, or the browser hung up. */
  onClose(listener: () => void): void;
};

/** Why a stream must end after re-reading its session: told why (`session-ended`), or simply closed. */
export type StreamEnd = 'session-ended' | 'closed';

/** Re-reads the stream's session: undefined while the stream may go on. */
export type RecheckSession = () => Promise<StreamEnd | undefined>;

/**
 * A browser that stops reading is dropped once this much waits for it (about a thousand events); it
 * reconnects and resyncs.
 */
export const MAX_QUEUED_BYTES = 128 * 1024;

/**
 * One open `GET /api/events`: the hub's subscriber, the heartbeat's member and the writer of the response
 * at once. Every frame is written as it happens (no loop and no promise per stream waiting for work), and
 * the bytes of an event are shared by all the streams that send it, so an idle stream costs little more
 * than its connection.
 */
export class LiveStream implements Subscriber {
  private sink: BodySink | undefined;
  private closed = false;
  private checking = false;
  private unsubscribe: (() => void) | undefined;
  private leaveHeartbeat: (() => void) | undefined;

  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly role: Role,
    /** The company of a client's person, whose events the stream carries; undefined for staff. */
    readonly clientId: string | undefined,
    /** An account manager's clients, whose events the stream carries (decision 043). */
    readonly managed: ReadonlySet<string> | undefined,
    private readonly recheckSession: RecheckSession,
    /** Gives back the stream's slot (`realtime/stream-slots.ts`); runs once the stream is over. */
    private readonly release: () => void = () => {},
  ) {}

  /**
   * Starts writing to the response: subscribes and says `ready`. From then on the stream receives every
   * event it may see, until the browser hangs up or the stream ends.
   */
  open(sink: BodySink, realtime: RealtimeHub, heartbeat: Heartbeat) {
    this.sink = sink;
    sink.onClose(() => this.stop());
    if (this.closed) return;
    this.unsubscribe = realtime.subscribe(this);
    this.leaveHeartbeat = heartbeat.join(this);
    this.signal('ready');
  }

  send(event: AppEvent) {
    this.enqueue(changeFrame(event));
  }

  /** Its session ended on some server instance: nothing more may reach this browser. */
  end(reason: StreamEndReason) {
    this.signal(reason);
    this.close();
  }

  /** Events may have been missed, and a session-ending notice with them: re-read the session first. */
  resync() {
    void this.recheck('resync');
  }

  /** The heartbeat re-reads the session (a stream outlives neither sign-out nor a role change). */
  beat() {
    void this.recheck('heartbeat');
  }

  private async recheck(then: 'resync' | 'heartbeat') {
    // A slow database must not pile re-reads up: the next beat is soon enough. A resync always runs.
    if (this.closed || (this.checking && then === 'heartbeat')) return;
    this.checking = true;
    let end: StreamEnd | undefined;
    try {
      end = await this.recheckSession();
    } catch (error) {
      // As an unreadable session: the stream closes, and the browser reconnects and is checked afresh.
      // A stream that ended while its session was being read has nothing left to close.
      if (!this.closed) console.error('Realtime: re-reading a stream session failed', error);
      end = 'closed';
    } finally {
      this.checking = false;
    }
    if (this.closed) return;
    if (end === 'session-ended') this.signal(end);
    if (end) this.close();
    else this.signal(then);
  }

  private signal(signal: Signal) {
    this.enqueue(signalFrame(signal));
  }

  private enqueue(bytes: Uint8Array) {
    if (this.closed || !this.sink) return;
    this.sink.write(bytes);
    if (this.sink.queuedBytes() >= MAX_QUEUED_BYTES) this.close();
  }

  /**
   * Ends the response after what is queued; runs once, whoever ends the stream. The hub calls it as the
   * server stops: the browser reconnects, to another instance if there is one.
   */
  close() {
    if (this.closed) return;
    this.closed = true;
    this.sink?.end();
    this.stop();
  }

  private stop() {
    this.closed = true;
    this.unsubscribe?.();
    this.leaveHeartbeat?.();
    this.unsubscribe = undefined;
    this.leaveHeartbeat = undefined;
    this.release();
  }
}
