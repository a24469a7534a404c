/**
 * Applies call content messages in sequence order even when they arrive out of order
 * (spec §4): a message is held until every lower sequence number has been applied;
 * duplicates and already-applied numbers are dropped. Bounded: past `maxHeld` held messages
 * the buffer reports a gap it cannot fill (the call should fail rather than stall).
 */
import type { CallContent } from './signalling.ts';

export class SequenceGapError extends Error {
  override readonly name = 'SequenceGapError';
}

export class ContentSequencer {
  private next = 0;
  private readonly held = new Map<number, CallContent>();

  /**
   * @param apply called once per message, in order
   * @param maxHeld most out-of-order messages kept while waiting for a gap (default 64)
   */
  constructor(private readonly apply: (c: CallContent) => void, private readonly maxHeld = 64) {}

  /**
   * Accepts a message. Returns the messages applied by this call, in order. Throws
   * SequenceGapError when more than `maxHeld` messages wait behind a missing one, and
   * RangeError for a sequence number that is not a non-negative integer.
   */
  push(c: CallContent): CallContent[] {
    if (!Number.isInteger(c.seq) || c.seq < 0) throw new RangeError('sequence number must be a non-negative integer');
    if (c.seq < this.next || this.held.has(c.seq)) return [];
    this.held.set(c.seq, c);
    if (this.held.size > this.maxHeld) throw new SequenceGapError(`missing call content ${this.next}`);
    const applied: CallContent[] = [];
    for (let m = this.held.get(this.next); m; m = this.held.get(this.next)) {
      this.held.delete(this.next);
      this.next++;
      this.apply(m);
      applied.push(m);
    }
    return applied;
  }

  /** The next sequence number expected. */
  expected(): number {
    return this.next;
  }

  /** How many messages wait behind a gap. */
  waiting(): number {
    return this.held.size;
  }
}
