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

/** The origin a connection reached: the socket's local address and port (an IPv6 address in brackets). */
function socketOrigin(socket: { localAddress?: string; localPort?: number }): string {
  const address = socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? (address.startsWith('::ffff:') ? address.slice(7) : `[${address}]`) : address;
  return `http://${host}:${socket.localPort ?? 80}`;
}

/**
 * The origin absolute links start with where clients follow them as URLs (pagination's
 * `next_page_url`; docs/compatibility.md, "Answers"): `PUBLIC_BASE_URL` without its
 * trailing slash when set, otherwise the origin the app listens on as this connection
 * reached it (the socket's local address and port, e.g. `http://127.0.0.1:3001`). Never
 * the `Host` header. Behind a proxy set PUBLIC_BASE_URL (the apps warn at start-up in
 * production when it is unset).
 *
 * @param req the request (its socket's local address and port)
 * @param publicBaseUrl the configured `PUBLIC_BASE_URL` or undefined
 */
export function absoluteLinkBase(req: { socket: { localAddress?: string; localPort?: number } }, publicBaseUrl: string | undefined): string {
  return linkBase(publicBaseUrl) || socketOrigin(req.socket);
}

/** The scheme and authority of an absolute-form request target (`http://host:port`). */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/**
 * The path and query of a request target, as an answer may show it (a problem's
 * `instance`): an absolute-form target (`GET http://evil.example/x HTTP/1.1`) loses its
 * scheme and host, and leading slashes are collapsed to one, so that `//evil.example/x`
 * cannot be read as a network-path reference either. The host a client names is never
 * copied into an answer (docs/api-decisions.md, "Links and the Host header").
 *
 * @param target `req.originalUrl` or `req.url`
 */
export function requestPath(target: string | undefined): string {
  const path = (target ?? '').replace(ABSOLUTE_FORM, '');
  return path.startsWith('/') ? path.replace(/^\/{2,}/, '/') : `/${path}`;
}
