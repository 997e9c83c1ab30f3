import { OrdersAndReservations1764100000003 } from './1764100000003-orders-and-reservations';
import { IdempotencyKeys1764400000000 } from './1764400000000-idempotency-keys';
import { WebhookDeliveries1764810000000 } from './1764810000000-webhook-deliveries';
import { OrderDetails1765100000000 } from './1765100000000-order-details';

/**
 * Migrations of the capacity ledger (`orders`, `reservations`, `idempotency_keys`, `webhook_deliveries`), oldest
 * first. They run in the store's migrations table (`migrations_store`), merged with
 * `STORE_MIGRATIONS` by timestamp ({@link CAPACITY_TABLE_SET}).
 */
export const CAPACITY_MIGRATIONS = [
  OrdersAndReservations1764100000003,
  IdempotencyKeys1764400000000,
  WebhookDeliveries1764810000000,
  OrderDetails1765100000000,
];
