import type { DataSource } from 'typeorm';
import { CapacityRepository, ReserveRequest, ReserveResult } from '../capacity/capacity.repository';
import { runCapacityWrite } from './write-gate';

/**
 * Holds capacity for storefront checkouts: {@link CapacityRepository.reserve} (exactly
 * one winner for the last place, also across instances on MySQL/MariaDB), run through
 * the capacity write gate so that, on SQLite, it never overlaps an order being recorded
 * by {@link OrderLedger} in the same process.
 */
export class ReservationDesk {
  private readonly capacity: CapacityRepository;

  constructor(private readonly dataSource: DataSource) {
    this.capacity = new CapacityRepository(dataSource);
  }

  /** Holds `quantity` places when the target has room (see {@link CapacityRepository.reserve}). */
  reserve(request: ReserveRequest): Promise<ReserveResult> {
    return runCapacityWrite(this.dataSource, () => this.capacity.reserve(request));
  }
}
