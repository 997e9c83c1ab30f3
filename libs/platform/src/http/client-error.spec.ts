import { clientErrorResponse, HttpClientError } from './client-error';

const error = (code: string, rawPacket?: string): HttpClientError =>
  Object.assign(new Error('Parse Error'), { code, rawPacket: rawPacket === undefined ? undefined : Buffer.from(rawPacket, 'latin1') });

function parse(response: Buffer): { head: string; body: Record<string, unknown> } {
  const text = response.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  return { head: text.slice(0, end), body: JSON.parse(text.slice(end + 4)) };
}

describe('clientErrorResponse', () => {
  const id = () => '00000000-0000-4000-8000-000000000001';

  it('answers a header overflow with a 431 problem naming its code', () => {
    const { status, response } = clientErrorResponse(error('HPE_HEADER_OVERFLOW', 'GET /aaaa HTTP/1.1\r\nHost: api.example.com:8080\r\nX: y'), {
      newRequestId: id,
    });
    const { head, body } = parse(response);
    expect(status).toBe(431);
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 431 Request Header Fields Too Large',
      'Content-Type: application/problem+json',
      expect.stringMatching(/^Content-Length: \d+$/),
      `X-Request-Id: ${id()}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
    ]);
    expect(body).toEqual({
      type: '/problems/request-headers-too-large',
      title: 'Request header fields too large',
      status: 431,
      detail: expect.stringContaining('16 KiB'),
      instance: `urn:uuid:${id()}`,
      code: 'REQUEST_HEADERS_TOO_LARGE',
      hint: expect.any(String),
    });
    expect(Number(/Content-Length: (\d+)/.exec(head)?.[1])).toBe(Buffer.byteLength(JSON.stringify(body)));
  });

  it('maps other parser errors to 400 MALFORMED_REQUEST, a timeout to 408', () => {
    expect(clientErrorResponse(error('HPE_INVALID_METHOD')).status).toBe(400);
    expect(parse(clientErrorResponse(error('HPE_INVALID_CONSTANT')).response).body).toMatchObject({
      code: 'MALFORMED_REQUEST',
      detail: expect.stringContaining('HPE_INVALID_CONSTANT'),
    });
    expect(parse(clientErrorResponse(error('ERR_HTTP_REQUEST_TIMEOUT')).response).body).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
    expect(parse(clientErrorResponse(error('HPE_CHUNK_EXTENSIONS_OVERFLOW')).response).body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('takes the type URI from PUBLIC_BASE_URL, else makes it relative, and never copies the Host header (docs/api-decisions.md, "Links and the Host header")', () => {
    expect(
      parse(clientErrorResponse(error('HPE_INVALID_METHOD', 'X\r\nHost: a.example\r\n'), { publicBaseUrl: 'https://api.example.com/' }).response).body.type,
    ).toBe('https://api.example.com/problems/malformed-request');
    for (const host of ['evil.example', 'evil.example:8080', 'evil.example/<script>']) {
      for (const code of ['HPE_INVALID_METHOD', 'HPE_HEADER_OVERFLOW', 'ERR_HTTP_REQUEST_TIMEOUT']) {
        const { response } = clientErrorResponse(error(code, `GET /x HTTP/1.1\r\nHost: ${host}\r\nX: y\r\n`));
        expect(parse(response).body.type).toMatch(/^\/problems\/[a-z-]+$/);
        expect(response.toString('latin1')).not.toContain('evil.example');
      }
    }
  });
});
