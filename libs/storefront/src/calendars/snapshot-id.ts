import type { ShopSnapshot } from '@fulfil/store-settings';

/** A number per snapshot, so that a remembered answer is keyed by the very snapshot it was built from. */
const snapshotIds = new WeakMap<ShopSnapshot, number>();
let lastSnapshotId = 0;

/**
 * The number of `snapshot` in this process (1, 2, ...; given on first use, never reused):
 * a key part for answers kept per snapshot (any change of the shop makes a new snapshot,
 * so its answers are keyed anew and the old ones age out of their cache).
 */
export function snapshotId(snapshot: ShopSnapshot): number {
  let id = snapshotIds.get(snapshot);
  if (id === undefined) snapshotIds.set(snapshot, (id = ++lastSnapshotId));
  return id;
}
