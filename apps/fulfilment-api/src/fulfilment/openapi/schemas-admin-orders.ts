import type { SchemaObject } from '@nestjs/swagger';
import { arrayOf, nullable, objectSchema, schemaRef } from '@fulfil/platform';

const id: SchemaObject = { type: 'integer', minimum: 1, maximum: 2147483647 };
const DATE: SchemaObject = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', example: '2026-03-10' };
const TIME: SchemaObject = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$', example: '10:00' };
const count = (description: string): SchemaObject => ({ type: 'integer', minimum: 0, description });

/**
 * The answer of `GET /admin/v1.0/locations/:id/orders` (admin-orders.controller.ts):
 * `LocationOrders` of @fulfil/storefront (libs/storefront/src/orders/location-orders.ts).
 */
export const ORDER_SCHEMAS: Record<string, SchemaObject> = {
  AdminBookedOrder: objectSchema(
    {
      external_order_id: { type: 'string', maxLength: 64, description: "The platform's order id (`redacted-<id>` after `customers/redact`)." },
      order_name: nullable({
        type: 'string',
        maxLength: 64,
        description: "The order's name on the platform (`#1001`); null when unknown or redacted.",
        example: '#1001',
      }),
      customer_name: nullable({ type: 'string', maxLength: 255, description: "The shopper's name; null when none was given or redacted." }),
      items: nullable({ type: 'integer', minimum: 0, description: "Items to prepare (the line items' quantities); null when unknown." }),
    },
    { description: 'An active order booked in the slot.' },
  ),
  AdminOrderSlot: objectSchema(
    {
      slot_id: nullable({ ...id, description: 'null: a slot generated from the pickup window and interval, or orders booked without a slot.' }),
      from: nullable({ ...TIME, description: 'Start, local; null for orders with no slot or in a removed slot.' }),
      until: nullable({ ...TIME, description: 'End, local (`24:00` = end of day); null as `from`.' }),
      limit: nullable({ type: 'integer', minimum: 0, description: 'Places (orders plus live holds); null when unlimited.' }),
      orders: count('Active orders counted in the slot.'),
      holds: count('Places held by live holds (checkouts in progress).'),
      remaining: nullable({
        type: 'integer',
        minimum: 0,
        description: "Places left, exactly as the storefront's slot list answers at the same moment; null when unlimited; 0 when `listed` is false.",
      }),
      full: { type: 'boolean', description: 'The storefront lists the slot as full.' },
      listed: {
        type: 'boolean',
        description:
          'The storefront lists the slot on this date now; false for a started or past slot, a date not offered, a removed slot, or orders with no slot.',
      },
      booked: arrayOf(schemaRef('AdminBookedOrder'), { description: 'Oldest first.' }),
    },
    { description: 'One slot of one date and method.' },
  ),
  AdminOrderMethodDay: objectSchema({
    method: { type: 'string', enum: ['pickup', 'delivery'] },
    offered: {
      type: 'boolean',
      description:
        "The storefront's calendar for an empty cart offers the date now, capacity aside: false for a past, blackout (closed), closed-weekday or preparation-blocked date.",
    },
    slots: arrayOf(schemaRef('AdminOrderSlot'), { description: 'Listed slots by start, then rows of booked orders the storefront does not list.' }),
  }),
  AdminOrderDay: objectSchema({
    date: DATE,
    weekday: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] },
    methods: arrayOf(schemaRef('AdminOrderMethodDay'), { description: 'Pickup, then delivery: the methods served, and any other with orders in the range.' }),
  }),
  AdminLocationOrders: objectSchema({
    location_id: id,
    timezone: { type: 'string', description: "IANA zone of the dates and times: the location's, else the shop's." },
    from: DATE,
    to: DATE,
    days: arrayOf(schemaRef('AdminOrderDay'), { description: 'Every date of the range, in order.' }),
  }),
};
