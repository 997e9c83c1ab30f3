/**
 * When a reservation made at `now` stops holding its place: `now` plus `holdMinutes`
 * minutes (RESERVATION_TTL_MINUTES of both storefront apps, docs/scheduling-rules.md §6),
 * cut down to the whole second, because MySQL keeps `expires_at` to the second and the
 * response must say exactly when the stored hold lapses. The hold counts while
 * `expires_at > now` (the one count, `countUsage` of @fulfil/store-settings).
 *
 * @param now the instant of the reservation (UTC)
 * @param holdMinutes minutes the place is held, a positive whole number (1-1440 in the apps' config)
 * @returns a UTC instant with zero milliseconds
 * @throws RangeError when `holdMinutes` is not a positive whole number or `now` is not a valid date
 */
export function holdExpiresAt(now: Date, holdMinutes: number): Date {
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1) throw new RangeError(`holdMinutes must be a positive whole number; got ${holdMinutes}`);
  const ms = now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('now is not a valid date');
  return new Date(Math.floor((ms + holdMinutes * 60_000) / 1000) * 1000);
}
