/**
 * What response compression (libs/platform `responseCompression`: gzip and brotli above
 * 1 KiB; docs/operations.md, "HTTP caching and compression") does to the storefront reads
 * of fulfilment-api: bytes per response (identity, gzip, br) and req/s without
 * `Accept-Encoding` and with a browser's `gzip, deflate, br` (the server then sends br).
 * Called by bench.ts for each engine; its rows go to a table of their own.
 */
import { request } from 'node:http';
import { runScenario, type LoadOptions, type Scenario } from '../lib';

const BROWSER = 'gzip, deflate, br';

/** Bytes of the body as sent (not decoded) for one request, and the coding the server chose. */
function wireBytes(scenario: Scenario, acceptEncoding: string | undefined): Promise<{ bytes: number; coding: string; status: number }> {
  const url = new URL(scenario.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: scenario.method ?? 'GET',
        headers: { ...scenario.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, coding: String(res.headers['content-encoding'] ?? 'identity'), status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end(scenario.bodies?.[0] ?? scenario.body);
  });
}

/**
 * Measures each scenario with and without `Accept-Encoding`.
 * @returns markdown rows `| engine | scenario | identity B | gzip B | br B | req/s identity | req/s br | p99 identity | p99 br |`
 */
export async function compressionRows(label: string, scenarios: Scenario[], options: LoadOptions): Promise<string[]> {
  const rows: string[] = [];
  for (const scenario of scenarios) {
    const [identity, gzip, br] = await Promise.all([wireBytes(scenario, undefined), wireBytes(scenario, 'gzip'), wireBytes(scenario, 'br')]);
    if (identity.status !== 200) throw new Error(`${scenario.name}: ${identity.status}`);
    const plain = await runScenario({ ...scenario, name: `${scenario.name}, no Accept-Encoding` }, options);
    const compressed = await runScenario(
      { ...scenario, name: `${scenario.name}, Accept-Encoding: ${BROWSER}`, headers: { ...scenario.headers, 'accept-encoding': BROWSER } },
      options,
    );
    rows.push(
      `| ${label} | ${scenario.name} | ${identity.bytes} | ${gzip.bytes} (${gzip.coding}) | ${br.bytes} (${br.coding}) | ${plain.requestsPerSecond.toFixed(0)} | ${compressed.requestsPerSecond.toFixed(0)} | ${plain.p99Ms.toFixed(1)} | ${compressed.p99Ms.toFixed(1)} | ${plain.unexpected + compressed.unexpected} |`,
    );
  }
  return rows;
}

/** The header of the table of {@link compressionRows}. */
export const COMPRESSION_TABLE_HEADER = [
  '| engine | scenario | bytes identity | bytes gzip | bytes br | req/s no Accept-Encoding | req/s br | p99 ms no A-E | p99 ms br | unexpected |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
