import type { DataSource } from 'typeorm';
import type { Metrics, ProductCounter } from '@fulfil/platform';
import { CapacityRepository, IdempotencyKeyStore } from '@fulfil/capacity';
import type { CapacityHoldOptions, CapacityHoldRequest, CapacityHoldResult } from '@fulfil/capacity';

/**
 * The storefront apps' {@link CapacityRepository}, counting what each hold came to in
 * `reservations_total{result}`: `made` (a place held: a fulfilment-api reservation or a
 * widget-api checkout) or `full` (refused, 409 SLOT_FULL). Replays of an Idempotency-Key
 * hold nothing and are not counted. docs/operations.md, "Metrics".
 */
export class CountedCapacityRepository extends CapacityRepository {
  private readonly reservations: ProductCounter<'result'>;

  constructor(dataSource: DataSource, keys: IdempotencyKeyStore, metrics: Metrics) {
    super(dataSource, keys);
    this.reservations = metrics.counter('reservations_total', 'Holds of capacity (reservations, checkouts), by result: made or full (refused).', ['result']);
    for (const result of ['made', 'full']) this.reservations.inc({ result }, 0);
  }

  override async hold<B = unknown>(request: CapacityHoldRequest, options: CapacityHoldOptions<B> = {}): Promise<CapacityHoldResult<B>> {
    const result = await super.hold(request, options);
    if (!result.ok) this.reservations.inc({ result: 'full' });
    else if (!result.replayed) this.reservations.inc({ result: 'made' });
    return result;
  }
}
