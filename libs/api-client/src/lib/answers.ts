/**
 * Reading an operation's types: the JSON body an operation answers with, as
 * openapi-typescript generates it (src/generated). Types only: nothing here reaches a bundle.
 */

/**
 * The `application/json` body an operation (an entry of a generated `operations`) answers
 * with `Status` (200 unless said).
 *
 * @example
 *   type Slots = JsonAnswer<FulfilmentOperations['Pickup_slots']>; // PickupSlotOfDateSchema[]
 */
export type JsonAnswer<Operation, Status extends number = 200> = Operation extends {
  responses: { [S in Status]: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/**
 * The `application/json` request body of an operation.
 *
 * @example
 *   type Body = JsonBody<FulfilmentOperations['Reservations_reserve']>; // ReservationBody
 */
export type JsonBody<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
