import { applyDecorators } from '@nestjs/common';
import { ApiDefaultResponse, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { ProblemSchema } from './schemas-store';

/** Documents problem responses (`application/problem+json`) by status. */
export function ApiProblems(...problems: [status: number, description: string][]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...problems.map(([status, description]) =>
      ApiResponse({ status, description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemSchema' } } } }),
    ),
    ApiDefaultResponse({ description: 'Any other error, as problem details (`application/problem+json`)', type: ProblemSchema }),
  );
}

/** The required `shop` query parameter and the problems every public endpoint can answer. */
export function ApiShop(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiQuery({ name: 'shop', required: true, description: "The merchant's store domain.", example: 'demo-bakery.myshopify.com' }),
    ApiProblems(
      [400, 'VALIDATION_FAILED: `shop` missing or not a store domain, or another parameter invalid (`errors` lists the fields)'],
      [404, 'SHOP_NOT_FOUND: no shop has this domain'],
    ),
  );
}

/** The `:locationId` path parameter (LOCATION_NOT_FOUND when the shop has no such location). */
export const ApiLocationId = () =>
  ApiParam({
    name: 'locationId',
    description: 'Numeric location id (400 when not a positive integer; 404 LOCATION_NOT_FOUND when the shop has no such location).',
    example: 1,
  });

/** The `:checkoutMethod` path parameter. */
export const ApiCheckoutMethod = () => ApiParam({ name: 'checkoutMethod', enum: ['pickup', 'delivery', 'shipping'] });
