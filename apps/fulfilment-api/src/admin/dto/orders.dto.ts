import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, Matches } from 'class-validator';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?from=&to=` of `GET /admin/v1.0/locations/:id/orders`: local calendar dates, both optional. */
export class OrdersQueryDto {
  @ApiPropertyOptional({ description: "First local date YYYY-MM-DD (1-based month) in the location's zone; default today there.", example: '2026-03-09' })
  @IsOptional()
  @Matches(DATE, { message: 'from must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'from must be a real calendar date' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last local date YYYY-MM-DD, inclusive; default from + 6 days; at most 30 days after from.', example: '2026-03-15' })
  @IsOptional()
  @Matches(DATE, { message: 'to must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'to must be a real calendar date' })
  to?: string;
}
