/**
 * The origin absolute links of an answer start with: `PUBLIC_BASE_URL` without its
 * trailing slash, or `''` when it is unset, so that links stay relative (`/problems/...`,
 * `/v1.0/pickup/locations?page=2`). A request's `Host` header is never used: it is the
 * client's to choose, and copying it would let anyone put their own host into our answers
 * (docs/api-decisions.md, "Links and the Host header").
 *
 * @param publicBaseUrl the configured `PUBLIC_BASE_URL` (an absolute http(s) URL) or undefined
 */
export function linkBase(publicBaseUrl: string | undefined): string {
  return publicBaseUrl?.replace(/\/+$/, '') ?? '';
}
