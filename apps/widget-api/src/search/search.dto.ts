import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

/** Body of `POST /search`. */
export class SearchRequestDto {
  @ApiProperty({
    description: 'Where the customer is: a postal code, `"lat,lng"`, or a place name ("Brooklyn, NY").',
    example: '10001',
    minLength: 1,
    maxLength: 200,
  })
  @IsDefined({ message: 'query is required' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  query: string;

  @ApiProperty({ enum: ['pickup', 'delivery'], example: 'pickup' })
  @IsDefined({ message: 'method is required' })
  @IsIn(['pickup', 'delivery'])
  method: 'pickup' | 'delivery';

  @ApiPropertyOptional({ description: 'Most restaurants returned (1 to 50).', type: 'integer', minimum: 1, maximum: 50, default: 10 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  limit?: number;
}
