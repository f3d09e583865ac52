/** One stream's turn at the heartbeat. */
export type Beating = { beat(): void };

/**
 * The gap between two ticks of the heartbeat: with 25 s, 1,250 ticks a period, so 10,000 streams re-read
 * their sessions eight at a time instead of filling the database pool in bursts that requests wait behind.
 */
export const HEARTBEAT_TICK_MS = 20;

/**
 * One timer for every open stream instead of one each. Each stream joins one of the period's slots, the
 * least full, and a tick beats one slot: every stream beats once a period, and ten thousand streams opened
 * in the same second re-read their sessions spread over the period rather than all in one tick.
 */
export function createHeartbeat(periodMs: number) {
  const slotCount = Math.max(1, Math.floor(periodMs / HEARTBEAT_TICK_MS));
  const slots: Set<Beating>[] = Array.from({ length: slotCount }, () => new Set());
  let nextSlot = 0;
  let members = 0;
  let timer: NodeJS.Timeout | undefined;

  function tick() {
    const slot = slots[nextSlot] as Set<Beating>;
    nextSlot = (nextSlot + 1) % slotCount;
    for (const member of slot) member.beat();
  }

  /** The least full slot, looking first at the one just beaten: a tie waits a whole period to beat. */
  function emptiestSlot(): Set<Beating> {
    let best = slots[(nextSlot + slotCount - 1) % slotCount] as Set<Beating>;
    for (let step = 2; step <= slotCount; step++) {
      const slot = slots[(nextSlot + slotCount - step) % slotCount] as Set<Beating>;
      if (slot.size < best.size) best = slot;
    }
    return best;
  }

  return {
    /** Beats `member` once a period until the returned function is called. */
    join(member: Beating): () => void {
      const slot = emptiestSlot();
      slot.add(member);
      members++;
      if (!timer) {
        timer = setInterval(tick, periodMs / slotCount);
        // The open connections keep the server running, not this timer.
        timer.unref();
      }
      return () => {
        if (!slot.delete(member)) return;
        members--;
        if (members === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}

export type Heartbeat = ReturnType<typeof createHeartbeat>;
