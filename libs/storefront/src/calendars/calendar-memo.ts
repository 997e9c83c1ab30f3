import { LRUCache } from 'lru-cache';
import { SerializedJson } from '@fulfil/platform';
import type { CartItem } from '@fulfil/scheduling';
import type { ShopSnapshot } from '@fulfil/store-settings';
import { snapshotId } from './snapshot-id';

/** Memory budget of the remembered calendar answers, bytes of JSON and keys (all shops together). */
export const CALENDAR_MEMO_BYTES = 8 * 1024 * 1024;

const MINUTE_MS = 60_000;

interface Remembered {
  /** The capacity counts the answer was computed with (compared by identity), or undefined. */
  usage: unknown;
  answer: SerializedJson;
}

/**
 * Calendar answers kept for the rest of the minute of "now" they were computed in
 * (docs/scaling.md, "Calendar answers"). The engine's calendar is the same at every instant
 * strictly inside a minute (docs/scheduling-rules.md, "Minute granularity": every rule it
 * compares "now" with is a whole minute), so an answer computed at 10:29:00.5 is the answer
 * at 10:29:59.9 for the same snapshot, location, cart and capacity counts. An instant on a
 * whole minute (10:29:00.000) is computed and not kept: a slot starting exactly at now +
 * preparation time is offered at that instant and not 1 ms later.
 *
 * Capacity: the answer is reused only with the very count set it was computed with (the
 * counter's cached rows, CAPACITY_CACHE_MS), so it is never staler than a calendar computed
 * afresh; without that cache every request has new counts and nothing is reused.
 * Least recently used answers leave first beyond {@link CALENDAR_MEMO_BYTES}.
 */
export class CalendarMemo {
  private readonly answers = new LRUCache<string, Remembered>({
    maxSize: CALENDAR_MEMO_BYTES,
    sizeCalculation: (entry, key) => entry.answer.bytes.length + key.length * 2 + 100,
  });

  /**
   * The calendar of `locationId` in `snapshot` for `cart` at `now`: the one remembered for
   * this minute and `usage`, else `compute()` serialised (and remembered, unless `now` is on
   * a whole minute).
   *
   * @param usage the capacity counts given to the engine (identity), undefined when none
   */
  answer(snapshot: ShopSnapshot, locationId: number, cart: readonly CartItem[], now: Date, usage: unknown, compute: () => unknown): SerializedJson {
    const nowMs = now.getTime();
    if (nowMs % MINUTE_MS === 0) return SerializedJson.of(compute());
    const minuteKey = `${snapshotId(snapshot)}\n${locationId}\n${cart.length === 0 ? '' : JSON.stringify(cart)}\n${Math.floor(nowMs / MINUTE_MS)}`;
    const known = this.answers.get(minuteKey);
    if (known && known.usage === usage) return known.answer;
    const answer = SerializedJson.of(compute());
    this.answers.set(minuteKey, { usage, answer });
    return answer;
  }
}
