// Test helpers of @fulfil/helpdesk (alias @fulfil/helpdesk/testing): fake HubSpot
// and reCAPTCHA siteverify servers on loopback that speak the real formats.
export { FakeHubSpot } from './fake-hubspot';
export { FakeSiteverify } from './fake-siteverify';
