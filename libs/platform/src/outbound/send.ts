// One outbound HTTP exchange with a deadline (used by the HubSpot, reCAPTCHA and storefront-platform clients).
/** An HTTP answer, whatever its status, with the body read as text. */
export interface HttpReply {
  status: number;
  headers: Headers;
  /** Raw body text. */
  text: string;
  /** Body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
}

/** Kind of a failure before any HTTP status arrived. */
export type TransportFailureKind = 'timeout' | 'network';

/** Connection-level error codes meaning the request never reached the server (EADDRNOTPUBLIC: the storefront-platform transport refused a non-public address before connecting). */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTPUBLIC']);

/**
 * No HTTP answer: timeout (`timeoutMs` elapsed before the whole body arrived) or
 * network failure. `requestNotSent` is true only when the connection could not be
 * opened, i.e. the server certainly did not process the request.
 */
export class TransportError extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    readonly errorCode: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }

  /** True when the request certainly never reached the server (safe to retry any method). */
  get requestNotSent(): boolean {
    return this.kind === 'network' && this.errorCode !== undefined && NOT_SENT_CODES.has(this.errorCode);
  }
}

/** Options of {@link send}. */
export interface SendOptions {
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
  /** Deadline for the whole exchange (connect, headers and body), in ms. */
  timeoutMs: number;
}

/**
 * One HTTP exchange on the global `fetch`, bounded by `AbortSignal.timeout`.
 * Resolves with any status (the caller maps it); rejects only with
 * {@link TransportError}.
 */
export async function send(url: string, options: SendOptions): Promise<HttpReply> {
  try {
    const response = await fetch(url, {
      method: options.method,
      headers: options.headers,
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: parseJson(text) };
  } catch (error) {
    throw toTransportError(error);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toTransportError(error: unknown): TransportError {
  const err = error as { name?: string; message?: string; cause?: unknown };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') {
    return new TransportError('timeout', undefined, err.message ?? 'timed out');
  }
  const cause = err?.cause as { code?: string; message?: string; errors?: Array<{ code?: string }> } | undefined;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  return new TransportError('network', code, cause?.message ?? err?.message ?? String(error));
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
