import { Injectable, PipeTransform } from '@nestjs/common';
import { IdPipe } from '@fulfil/platform';
import { ValidationProblem } from '@fulfil/problem-details';

/** `:restaurant`: the platform's id rule (decimal digits, 1 to 2^31-1), else 400 VALIDATION_FAILED naming `restaurant`. */
@Injectable()
export class RestaurantIdPipe extends IdPipe {
  constructor() {
    super('restaurant');
  }
}

/** `:menu`: a menu id or handle (`lunch`), else 400 VALIDATION_FAILED naming `menu`. */
@Injectable()
export class MenuKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(value))
      throw new ValidationProblem([{ field: 'menu', rule: 'matches', message: 'menu must be a menu id or handle (lowercase letters, digits and hyphens)' }]);
    return value;
  }
}

/** `:id` of a checkout: a UUID, else 400 VALIDATION_FAILED naming `id`. */
@Injectable()
export class CheckoutIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
      throw new ValidationProblem([{ field: 'id', rule: 'isUUID', message: 'id must be a checkout id (UUID)' }]);
    return value.toLowerCase();
  }
}
