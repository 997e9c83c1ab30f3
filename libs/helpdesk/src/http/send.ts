// The outbound HTTP exchange lives in @fulfil/platform (shared with the storefront platform's client).
export { send, sleep, TransportError } from '@fulfil/platform';
export type { HttpReply } from '@fulfil/platform';
