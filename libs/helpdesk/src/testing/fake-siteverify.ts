import { ServerResponse } from 'node:http';
import { FakeHttpServer, RecordedRequest } from './fake-http-server';

/** Options of {@link FakeSiteverify}; every field has a default. */
export interface FakeSiteverifyOptions {
  /** Secret accepted; default `test-secret`. */
  secret?: string;
  /** `hostname` reported for passing tokens; default `www.example.com`. */
  hostname?: string;
  /** `action` reported for passing tokens; default `contact_form_submit`. */
  action?: string;
}

/** Form fields of a request, as the fake parsed them. */
export interface SiteverifyForm {
  secret?: string;
  response?: string;
  remoteip?: string;
}

/** Path the fake serves; the verifier's `verifyUrl` is `url + SITEVERIFY_PATH`. */
export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';

/**
 * A fake reCAPTCHA `siteverify` (POST, form-encoded `secret`, `response`,
 * `remoteip`; any other content type reads as no fields, as at Google). Answers
 * by token, in Google's format:
 * - `valid`: success, score 0.9, the configured action and hostname;
 * - `score:<n>`: success with score n (e.g. `score:0.3`);
 * - `low-score`: success, score 0.1;
 * - `wrong-action`: success, action `login`;
 * - `wrong-hostname`: success, hostname `evil.example.net`;
 * - `once-<anything>`: success the first time, `timeout-or-duplicate` after (single use);
 * - `timeout-or-duplicate`, `bad-request`: `success:false` with that error code;
 * - `invalid-input-response` or any other token: `success:false`, `invalid-input-response`.
 * A missing secret gives `missing-input-secret`, a wrong one `invalid-input-secret`,
 * a missing token `missing-input-response`. Switches: {@link answerErrorCodes} (any
 * `error-codes`, e.g. the `missing-input-secret` a configured verifier never provokes),
 * `goDown`/`comeBack`, `failNext`, `delayResponses` (see {@link FakeHttpServer}).
 */
export class FakeSiteverify extends FakeHttpServer {
  private readonly options: Required<FakeSiteverifyOptions>;
  private readonly used = new Set<string>();
  private readonly queuedCodes: string[][] = [];

  constructor(options: FakeSiteverifyOptions = {}) {
    super();
    this.options = { secret: 'test-secret', hostname: 'www.example.com', action: 'contact_form_submit', ...options };
  }

  /** The URL to configure as `verifyUrl`. */
  get verifyUrl(): string {
    return `${this.url}${SITEVERIFY_PATH}`;
  }

  /**
   * The next `times` verifications (default 1) answer `{"success":false,"error-codes":codes}`
   * whatever their token and secret, as Google does for e.g. `bad-request`,
   * `missing-input-secret`, `invalid-input-secret`. Cleared by `restore`.
   */
  answerErrorCodes(codes: string[], times = 1): void {
    for (let i = 0; i < times; i++) this.queuedCodes.push([...codes]);
  }

  /** Also drops the answers queued by {@link answerErrorCodes}. */
  override async restore(): Promise<void> {
    this.queuedCodes.length = 0;
    await super.restore();
  }

  /** The form fields of every request received, oldest first. */
  get forms(): SiteverifyForm[] {
    return this.requests.map(parseForm);
  }

  protected route(request: RecordedRequest, res: ServerResponse): void {
    if (request.path !== SITEVERIFY_PATH) return this.json(res, 404, { error: 'not found' });
    if (request.method !== 'POST') return this.json(res, 405, { error: 'method not allowed' });
    const queued = this.queuedCodes.shift();
    if (queued) return this.fail(res, queued);
    const form = parseForm(request);
    const codes: string[] = [];
    if (!form.secret) codes.push('missing-input-secret');
    else if (form.secret !== this.options.secret) codes.push('invalid-input-secret');
    if (!form.response) codes.push('missing-input-response');
    if (codes.length) return this.fail(res, codes);
    this.verdict(form.response as string, res);
  }

  private verdict(token: string, res: ServerResponse): void {
    const { hostname, action } = this.options;
    if (token === 'valid') return this.pass(res, 0.9, action, hostname);
    if (token === 'low-score') return this.pass(res, 0.1, action, hostname);
    if (token === 'wrong-action') return this.pass(res, 0.9, 'login', hostname);
    if (token === 'wrong-hostname') return this.pass(res, 0.9, action, 'evil.example.net');
    if (token.startsWith('score:')) return this.pass(res, Number(token.slice(6)), action, hostname);
    if (token.startsWith('once-')) {
      if (this.used.has(token)) return this.fail(res, ['timeout-or-duplicate']);
      this.used.add(token);
      return this.pass(res, 0.9, action, hostname);
    }
    if (token === 'timeout-or-duplicate' || token === 'bad-request') return this.fail(res, [token]);
    this.fail(res, ['invalid-input-response']);
  }

  private pass(res: ServerResponse, score: number, action: string, hostname: string): void {
    const challengeTs = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    this.json(res, 200, { success: true, score, action, challenge_ts: challengeTs, hostname, 'error-codes': [] });
  }

  private fail(res: ServerResponse, codes: string[]): void {
    this.json(res, 200, { success: false, 'error-codes': codes });
  }
}

function parseForm(request: RecordedRequest): SiteverifyForm {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return {};
  const params = new URLSearchParams(request.body);
  const read = (name: string) => params.get(name) ?? undefined;
  return { secret: read('secret'), response: read('response'), remoteip: read('remoteip') };
}
