import { stableStringify } from './stable-json';

/** One difference between the stored shop and a store file. */
export interface StoreChange {
  /** Where, in the file's terms: `shop.timezone`, `locations[bakery-7].pickup.interval` (locations by `external_id`). */
  path: string;
  change: 'added' | 'removed' | 'changed';
}

/** Most changes {@link diffStoreConfigs} lists; more are counted in `more`. */
export const MAX_LISTED_CHANGES = 500;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function walk(before: unknown, after: unknown, path: string, out: StoreChange[]): void {
  if (stableStringify(before) === stableStringify(after)) return;
  if (before === undefined) return void out.push({ path, change: 'added' });
  if (after === undefined) return void out.push({ path, change: 'removed' });
  if (isObject(before) && isObject(after)) {
    for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) walk(before[key], after[key], path ? `${path}.${key}` : key, out);
    return;
  }
  if (path === 'locations' && Array.isArray(before) && Array.isArray(after)) {
    const byId = (list: unknown[]) => new Map(list.filter(isObject).map((l) => [String(l['external_id']), l]));
    const [b, a] = [byId(before), byId(after)];
    for (const id of [...new Set([...b.keys(), ...a.keys()])]) walk(b.get(id), a.get(id), `locations[${id}]`, out);
    // The manual order of the locations both lists hold.
    const kept = (m: Map<string, unknown>, other: Map<string, unknown>) => [...m.keys()].filter((id) => other.has(id)).join('\n');
    if (kept(b, a) !== kept(a, b)) out.push({ path: 'locations', change: 'changed' });
    return;
  }
  out.push({ path, change: 'changed' });
}

/**
 * What importing `after` would change in a shop whose export is `before`: a list of
 * paths, objects compared field by field, locations matched by `external_id` (their
 * order counts as a change of `locations`), any other list compared as a whole. Both
 * must be validated store configurations (defaults filled in, lists in canonical order),
 * so that equal shops give no change.
 */
export function diffStoreConfigs(before: object, after: object): { changes: StoreChange[]; more: number } {
  const out: StoreChange[] = [];
  walk(before, after, '', out);
  return { changes: out.slice(0, MAX_LISTED_CHANGES), more: Math.max(0, out.length - MAX_LISTED_CHANGES) };
}
