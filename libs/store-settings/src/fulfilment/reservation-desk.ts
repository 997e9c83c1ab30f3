import type { DataSource } from 'typeorm';
import { CapacityRepository, ReserveRequest, ReserveResult } from '../capacity/capacity.repository';

/**
 * Holds capacity for storefront checkouts: {@link CapacityRepository.reserve} (exactly
 * one winner for the last place, also across instances on MySQL/MariaDB). On SQLite it
 * waits in the DataSource's one write queue, so it never overlaps an order being
 * recorded by {@link OrderLedger} in the same process.
 */
export class ReservationDesk {
  private readonly capacity: CapacityRepository;

  constructor(dataSource: DataSource) {
    this.capacity = new CapacityRepository(dataSource);
  }

  /** Holds `quantity` places when the target has room (see {@link CapacityRepository.reserve}). */
  reserve(request: ReserveRequest): Promise<ReserveResult> {
    // reserve() takes the SQLite queue itself (and a named lock on MySQL).
    return this.capacity.reserve(request);
  }
}
