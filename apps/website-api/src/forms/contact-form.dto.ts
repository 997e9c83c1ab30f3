import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONTACT_FORM_ACTION } from '@fulfil/helpdesk';
import { EmailFormat, EqualsIfPresent, IsText, MaxChars, MinChars, Required, Trim } from './validators';

/** Longest accepted values (the spec leaves field sizes open; these are documented in the OpenAPI document). */
export const FIELD_LIMITS = { email: 254, name: 100, telephone: 40, company: 200, helpWith: 200, message: 10_000, captchaToken: 4096 } as const;

/**
 * ContactFormRequest (spec "Resources and their fields"): form-encoded or
 * multipart. Strings are trimmed; blank optional fields count as absent.
 */
export class ContactFormDto {
  @ApiProperty({ format: 'email', maxLength: FIELD_LIMITS.email, example: 'jane@example.com' })
  @Trim()
  @Required()
  @IsText()
  @MinChars(1)
  @MaxChars(FIELD_LIMITS.email)
  @EmailFormat(FIELD_LIMITS.email)
  email: string;

  @ApiProperty({ minLength: 1, maxLength: FIELD_LIMITS.name, example: 'Jane' })
  @Trim()
  @Required()
  @IsText()
  @MinChars(1)
  @MaxChars(FIELD_LIMITS.name)
  firstName: string;

  @ApiProperty({ minLength: 1, maxLength: FIELD_LIMITS.name, example: 'Doe' })
  @Trim()
  @Required()
  @IsText()
  @MinChars(1)
  @MaxChars(FIELD_LIMITS.name)
  lastName: string;

  @ApiProperty({
    minLength: 1,
    maxLength: FIELD_LIMITS.message,
    description: 'Body of the enquiry (the ticket content).',
    example: 'My order #1001 has not arrived.',
  })
  @Trim()
  @Required()
  @IsText()
  @MinChars(1)
  @MaxChars(FIELD_LIMITS.message)
  message: string;

  @ApiProperty({ minLength: 1, maxLength: FIELD_LIMITS.helpWith, description: 'Topic of the enquiry; the ticket title.', example: 'Delivery' })
  @Trim()
  @Required()
  @IsText()
  @MinChars(1)
  @MaxChars(FIELD_LIMITS.helpWith)
  helpWith: string;

  @ApiPropertyOptional({ maxLength: FIELD_LIMITS.telephone, description: 'E.164 preferred (not enforced).', example: '+493012345678' })
  @Trim(true)
  @IsText()
  @MaxChars(FIELD_LIMITS.telephone)
  telephone?: string;

  @ApiPropertyOptional({ maxLength: FIELD_LIMITS.company, example: 'Acme' })
  @Trim(true)
  @IsText()
  @MaxChars(FIELD_LIMITS.company)
  company?: string;

  @ApiProperty({
    maxLength: FIELD_LIMITS.captchaToken,
    description: `reCAPTCHA v3 token obtained in the browser for action ${CONTACT_FORM_ACTION}. Missing or blank: 400 CAPTCHA_MISSING; rejected: 401 CAPTCHA_INVALID.`,
  })
  @Trim()
  @Required()
  @IsText()
  @MinChars(1)
  @MaxChars(FIELD_LIMITS.captchaToken)
  captchaToken: string;

  @ApiPropertyOptional({ enum: [CONTACT_FORM_ACTION], description: `When present must equal ${CONTACT_FORM_ACTION}.` })
  @Trim(true)
  @IsText()
  @EqualsIfPresent(CONTACT_FORM_ACTION)
  captchaAction?: string;
}

/** NewsletterSignupRequest: only the address. */
export class NewsletterSignupDto {
  @ApiProperty({ format: 'email', maxLength: FIELD_LIMITS.email, example: 'jane@example.com', description: 'Address of someone who asked to be subscribed.' })
  @Trim()
  @Required()
  @IsText()
  @MinChars(1)
  @MaxChars(FIELD_LIMITS.email)
  @EmailFormat(FIELD_LIMITS.email)
  email: string;
}
