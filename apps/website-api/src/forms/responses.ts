import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Success body of the contact form. */
export class ContactFormSuccess {
  @ApiProperty({ enum: [true], example: true })
  success: true;

  @ApiProperty({ example: 'Thank you for your message. We will get back to you soon.' })
  message: string;

  @ApiProperty({ description: 'Helpdesk id of the contact (created or updated by e-mail).', example: '512' })
  contactId: string;

  @ApiProperty({ description: 'Helpdesk id of the ticket. A resubmission of the same enquiry within 24 hours answers the same ticket.', example: '513' })
  ticketId: string;
}

/** Success body of the newsletter signup. */
export class NewsletterSuccess {
  @ApiProperty({ enum: [true], example: true })
  success: true;

  @ApiProperty({ description: 'The same text whether the address was subscribed already or not.', example: 'Thank you for subscribing to our newsletter.' })
  message: string;

  @ApiProperty({ example: '512' })
  contactId: string;
}

/** One failing field of a VALIDATION_FAILED problem. */
export class FieldErrorDoc {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ enum: ['required', 'isString', 'minLength', 'maxLength', 'isEmail', 'equals', 'unknownField'], example: 'isEmail' })
  rule: string;

  @ApiProperty({ example: 'email must be an e-mail address' })
  message: string;
}

/** RFC 9457 problem details, the body of every error (`application/problem+json`). */
export class ProblemDetailsDoc {
  @ApiProperty({
    format: 'uri',
    description: 'Absolute URI of the problem class; GET on it returns its description.',
    example: 'https://www.example.com/problems/validation-failed',
  })
  type: string;

  @ApiProperty({ example: 'Validation failed' })
  title: string;

  @ApiProperty({ example: 400 })
  status: number;

  @ApiProperty({ example: 'The request has 1 invalid field: email.' })
  detail: string;

  @ApiProperty({ example: '/api/v1/contact-form' })
  instance: string;

  @ApiProperty({ description: 'Stable, UPPER_SNAKE_CASE; clients branch on it.', example: 'VALIDATION_FAILED' })
  code: string;

  @ApiPropertyOptional({ description: 'Human hint; may change.' })
  hint?: string;

  @ApiPropertyOptional({ type: [FieldErrorDoc], description: 'VALIDATION_FAILED only: every failing field.' })
  errors?: FieldErrorDoc[];

  @ApiPropertyOptional({
    enum: [true],
    description:
      'Contact form, 502 UPSTREAM_UNAVAILABLE only: true when the enquiry was stored before the helpdesk failed and will be delivered automatically (no need to resend). Absent on the 502 of an unreachable bot check, after which nothing is stored.',
  })
  enquiryStored?: true;
}
