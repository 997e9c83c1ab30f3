import { ApiProperty } from '@nestjs/swagger';

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
