/**
 * The admin API (`/admin/v1.0`, same origin) as the console calls it: bearer token from
 * session storage, JSON bodies, RFC 9457 problems thrown as {@link ApiProblem}. A 401
 * forgets the token and tells the app to show sign-in (see auth.tsx).
 */

/** One entry of a problem's `errors`: the field (`slots[0].limit`), the rule, the message. */
export interface FieldProblem {
  field: string;
  rule?: string;
  message: string;
}

/** A problem response of the API (or a network failure, status 0). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors: FieldProblem[] = [],
  ) {
    super(detail);
  }
}

const TOKEN_KEY = 'fulfil.console.admin-token';

/** Fired on `window` when the API refused the token (the app returns to sign-in). */
export const UNAUTHORIZED_EVENT = 'fulfil-console-unauthorized';

/** The token of this tab's session, or null (session storage: gone when the tab closes; never in a URL). */
export function storedToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

/**
 * Calls the API. `path` is relative to the origin (`/admin/v1.0/shop`, `/v1.0/settings?shop=...`).
 * @returns the parsed JSON body, or null for 204
 * @throws ApiProblem for any status >= 400 (401 also clears the token and fires {@link UNAUTHORIZED_EVENT})
 */
export async function api<T>(method: string, path: string, body?: unknown, token: string | null = storedToken()): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (e) {
    throw new ApiProblem(0, 'NETWORK', `The server could not be reached (${(e as Error).message}).`);
  }
  if (res.status === 204) return null as T;
  const json = await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401 && path.startsWith('/admin/')) {
      storeToken(null);
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    const p = (json ?? {}) as { code?: string; detail?: string; title?: string; errors?: FieldProblem[]; error?: { code: string; message: string } };
    throw new ApiProblem(
      res.status,
      p.code ?? p.error?.code ?? `HTTP_${res.status}`,
      p.detail ?? p.error?.message ?? p.title ?? res.statusText,
      p.errors ?? [],
    );
  }
  return json as T;
}

/** `/admin/v1.0` + path. */
export const admin = {
  get: <T>(path: string) => api<T>('GET', `/admin/v1.0${path}`),
  put: <T>(path: string, body: unknown) => api<T>('PUT', `/admin/v1.0${path}`, body),
  patch: <T>(path: string, body: unknown) => api<T>('PATCH', `/admin/v1.0${path}`, body),
  /** POST with a JSON body, or with none when `body` is left out. */
  post: <T>(path: string, body?: unknown) => api<T>('POST', `/admin/v1.0${path}`, body),
  delete: (path: string) => api<null>('DELETE', `/admin/v1.0${path}`),
};
