// Public API of @fulfil/website-forms: the website's tables (stored contact-form
// enquiries, the local helpdesk's contacts and tickets, newsletter subscriptions),
// their migration, the enquiry repository and the enquiry fingerprint. The local
// helpdesk's store on these tables lives in @fulfil/helpdesk, beside its port.
export * from './entities';
export * from './migrations/1765000000000-forms';
export * from './enquiry-fingerprint';
export * from './enquiry-repository';
export * from './table-set';
