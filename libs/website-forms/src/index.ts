// Public API of @fulfil/website-forms: the website's tables (stored contact-form
// enquiries, the local helpdesk's contacts and tickets, newsletter subscriptions),
// their table set (entities and migration, for DatabaseModule) and the enquiry
// repository, which fingerprints each enquiry. The local helpdesk's store on these
// tables lives in @fulfil/helpdesk, beside its port.
export { EnquiryEntity, HelpdeskContactEntity, HelpdeskTicketEntity, NewsletterSubscriptionEntity } from './entities';
export { EnquiryRepository } from './enquiry-repository';
export { FORMS_TABLE_SET } from './table-set';
