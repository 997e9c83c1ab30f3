import type { SchemaObject } from '@nestjs/swagger';
import { arrayOf, nullable, objectSchema, schemaRef } from '@fulfil/platform';

const id: SchemaObject = { type: 'integer', minimum: 1, maximum: 2147483647 };
const bigId: SchemaObject = { type: 'integer', minimum: 1, description: "The storefront platform's id." };
const DATE: SchemaObject = { type: 'string', format: 'date', description: 'Local date YYYY-MM-DD (1-based month).' };
const VALUES: SchemaObject = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  description: 'The figures of the message, by name (for a translated sentence).',
};

/**
 * The answers of the console's "what shoppers will see" operations (admin-console.controller.ts,
 * admin-locations.controller.ts; the rules in libs/storefront/src/insights).
 */
export const INSIGHT_SCHEMAS: Record<string, SchemaObject> = {
  AdminLocationCheck: objectSchema(
    {
      code: {
        type: 'string',
        enum: ['NO_METHOD', 'NO_PRODUCTS_OFFERED', 'NO_STOCK', 'CLOSED_EVERY_DAY', 'NO_DATE_IN_30_DAYS', 'ZONE_DIFFERS', 'NO_COORDINATES'],
      },
      method: nullable({ type: 'string', enum: ['pickup', 'delivery'], description: 'The method it concerns; null: the location as a whole.' }),
      severity: {
        type: 'string',
        enum: ['critical', 'warning'],
        description: '`critical`: shoppers never get the location (or the method); `warning`: some do not.',
      },
      message: { type: 'string', description: 'One English sentence.' },
      values: VALUES,
    },
    { description: 'One finding of the setup checklist (libs/storefront/src/insights/location-checks.ts).' },
  ),
  AdminLocationChecklist: objectSchema({
    location_id: id,
    checks: arrayOf(schemaRef('AdminLocationCheck'), { description: 'Critical first; empty when all is well.' }),
  }),
  AdminProductList: objectSchema({
    products: arrayOf(
      objectSchema({
        product_id: bigId,
        variants: arrayOf(
          objectSchema({
            variant_id: bigId,
            tracked: { type: 'boolean', description: 'The storefront checks stock of this variant (an inventory row somewhere, or synced from the platform).' },
          }),
        ),
        offered_at: { type: 'integer', minimum: 0, description: 'Locations listing the product; 0: no list, offered everywhere.' },
      }),
      { description: 'Ascending by `product_id`.' },
    ),
  }),
  AdminExplainReason: objectSchema(
    {
      code: { type: 'string', enum: ['METHOD_OFF', 'PRODUCT_NOT_OFFERED', 'OUT_OF_STOCK', 'OUT_OF_AREA', 'NO_DATE'] },
      message: { type: 'string', description: 'One English sentence.' },
      values: VALUES,
    },
    {
      description:
        "`PRODUCT_NOT_OFFERED` `{product_id}`, `OUT_OF_STOCK` `{variant_id, available, needed}`, `OUT_OF_AREA` `{distance?, max_radius?, unit}` (the shop's unit); `NO_DATE` does not make a location not offered.",
    },
  ),
  AdminLocationExplain: objectSchema({
    method: { type: 'string', enum: ['pickup', 'delivery'] },
    total: { type: 'integer', minimum: 0, description: 'Locations of the shop.' },
    offered_total: { type: 'integer', minimum: 0, description: 'Of them, offered for the cart.' },
    locations: arrayOf(
      objectSchema({
        id,
        company_name: nullable({ type: 'string' }),
        offered: { type: 'boolean', description: 'The public storefront list for this cart includes it.' },
        reasons: arrayOf(schemaRef('AdminExplainReason')),
        first_date: nullable({ ...DATE, description: "The calendar's first date for the cart (the location's zone), or null." }),
      }),
      { description: "The page, in the merchant's order." },
    ),
  }),
};
