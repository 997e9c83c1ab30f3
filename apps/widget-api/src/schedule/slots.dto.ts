import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsString, ValidateBy } from 'class-validator';
import { isIsoDate } from '@fulfil/scheduling';
import { ShopQueryDto } from '../shop/shop-query.dto';

/** Query of `GET /restaurant/{restaurant}/calendar`. */
export class CalendarQueryDto extends ShopQueryDto {
  @ApiProperty({ enum: ['pickup', 'delivery'], example: 'pickup' })
  @IsDefined({ message: 'method is required' })
  @IsIn(['pickup', 'delivery'])
  method: 'pickup' | 'delivery';
}

/** Query of `GET /restaurant/{restaurant}/slots`. */
export class SlotsQueryDto extends CalendarQueryDto {
  @ApiProperty({ description: "Local date `YYYY-MM-DD` in the restaurant's zone.", example: '2026-03-12', format: 'date' })
  @IsDefined({ message: 'date is required' })
  @IsString()
  @ValidateBy({ name: 'isCalendarDate', validator: { validate: (v: unknown) => isIsoDate(v), defaultMessage: () => 'date must be a real date YYYY-MM-DD' } })
  date: string;
}
