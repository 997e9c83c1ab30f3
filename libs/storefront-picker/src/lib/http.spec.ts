import { ApiError, backoffMs, DEFAULT_RETRY, envelopeError, requestJson, retryAfterMs, type HttpDeps } from './http';

/** A fetch answering from a script of responses (or thrown errors), recording the waits. */
function scripted(answers: Array<Response | Error>): { deps: HttpDeps; waits: number[]; calls: () => number } {
  const waits: number[] = [];
  let calls = 0;
  const deps: HttpDeps = {
    fetch: async () => {
      const a = answers[Math.min(calls++, answers.length - 1)];
      if (a instanceof Error) throw a;
      return a;
    },
    sleep: async (ms) => void waits.push(ms),
    now: () => Date.parse('2026-03-09T15:30:00Z'),
    random: () => 0,
  };
  return { deps, waits, calls: () => calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('requestJson', () => {
  it('returns the body and headers of a success', async () => {
    const { deps } = scripted([json(200, { ok: 1 }, { 'X-Clock-Now': '2026-03-09T15:30:00.000Z' })]);
    const res = await requestJson<{ ok: number }>('/x', {}, deps);
    expect(res.body).toEqual({ ok: 1 });
    expect(res.headers.get('X-Clock-Now')).toBe('2026-03-09T15:30:00.000Z');
  });

  it('retries a 429 after the Retry-After seconds it asks for, then succeeds', async () => {
    const { deps, waits, calls } = scripted([json(429, { code: 'RATE_LIMITED' }, { 'Retry-After': '3' }), json(200, { ok: 1 })]);
    expect((await requestJson('/x', {}, deps)).body).toEqual({ ok: 1 });
    expect(waits).toEqual([3000]);
    expect(calls()).toBe(2);
  });

  it('honours an HTTP-date Retry-After, capped at maxDelayMs', async () => {
    const { deps, waits } = scripted([
      json(503, {}, { 'Retry-After': 'Mon, 09 Mar 2026 15:30:05 GMT' }),
      json(503, {}, { 'Retry-After': '3600' }),
      json(200, {}),
    ]);
    await requestJson('/x', {}, deps);
    expect(waits).toEqual([5000, DEFAULT_RETRY.maxDelayMs]);
  });

  it('retries network errors with exponential backoff, then gives up with NETWORK', async () => {
    const { deps, waits, calls } = scripted([new TypeError('Failed to fetch')]);
    await expect(requestJson('/x', {}, deps)).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
    expect(calls()).toBe(DEFAULT_RETRY.attempts);
    expect(waits).toEqual([400, 800, 1600]);
  });

  it('turns a problem into an ApiError with its detail and code, without retrying a 4xx', async () => {
    const { deps, calls } = scripted([
      new Response(JSON.stringify({ status: 409, code: 'SLOT_FULL', title: 'Slot full', detail: 'Every place of this slot is taken.' }), {
        status: 409,
        headers: { 'Content-Type': 'application/problem+json' },
      }),
    ]);
    const error = await requestJson('/x', {}, deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Every place of this slot is taken.', status: 409, code: 'SLOT_FULL' });
    expect(calls()).toBe(1);
  });

  it('reads the envelope fulfilment-api answers with HTTP 200 when no location delivers, with its reason', () => {
    expect(envelopeError({ error: { code: 'NO_LOCATIONS_FOUND', message: 'We do not deliver there.', reason: 'out_of_area' } }, 200)).toMatchObject({
      code: 'NO_LOCATIONS_FOUND',
      message: 'We do not deliver there.',
      reason: 'out_of_area',
      status: 200,
    });
    expect(envelopeError({ id: 1, company_name: 'A location' }, 200)).toBeNull();
  });

  it("reads the NO_LOCATIONS_FOUND envelope's message, and survives a body that is not JSON", async () => {
    const { deps } = scripted([json(404, { error: { code: 'NO_LOCATIONS_FOUND', message: 'We do not deliver to 59001 yet.' } })]);
    await expect(requestJson('/x', {}, deps)).rejects.toMatchObject({ code: 'NO_LOCATIONS_FOUND', message: 'We do not deliver to 59001 yet.' });
    const { deps: html } = scripted([new Response('<html>bad gateway</html>', { status: 502 })]);
    await expect(requestJson('/x', {}, html)).rejects.toMatchObject({ code: 'HTTP_502', message: 'The server answered 502.' });
  });
});

describe('retry helpers', () => {
  it('reads Retry-After as seconds or an HTTP date, null otherwise', () => {
    const now = Date.parse('2026-03-09T15:30:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Mon, 09 Mar 2026 15:30:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('Mon, 09 Mar 2026 15:29:00 GMT', now)).toBe(0);
    expect([retryAfterMs(null, now), retryAfterMs('soon', now), retryAfterMs(' ', now)]).toEqual([null, null, null]);
  });

  it('doubles the backoff with up to 25 % jitter, capped', () => {
    expect([1, 2, 3].map((n) => backoffMs(n, DEFAULT_RETRY, 0))).toEqual([400, 800, 1600]);
    expect(backoffMs(1, DEFAULT_RETRY, 1)).toBe(500);
    expect(backoffMs(10, DEFAULT_RETRY, 0)).toBe(DEFAULT_RETRY.maxDelayMs);
  });
});
