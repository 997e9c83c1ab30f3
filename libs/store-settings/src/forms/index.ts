// The `forms` schema of website-api: stored contact-form submissions and the
// built-in local helpdesk, with the repositories the app uses (it builds no queries).
export * from './entities';
export * from './migrations/1765000000000-forms';
export * from './enquiry-fingerprint';
export * from './enquiry-repository';
export * from './typeorm-local-helpdesk-store';
export * from './unique-violation';
