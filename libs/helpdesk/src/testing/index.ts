// Test helpers of @fulfil/helpdesk (alias @fulfil/helpdesk/testing): fake HubSpot
// and reCAPTCHA siteverify servers on loopback that speak the real formats.
export * from './fake-http-server';
export * from './fake-hubspot';
export * from './fake-siteverify';
export * from './hubspot-wire';
