import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { BaseAppConfig, DatabaseAppConfig, loadConfig } from '../config/config';
import { startupFacts, startupLine } from './startup-line';

const root = join(__dirname, '..', '..', '..', '..');

/** Runs test/listen-main.ts (listens on a free port, then closes) and returns its stdout. */
function start(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, '..', '..', 'test', 'listen-main.ts')],
      { cwd: root, env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.tools.json', NODE_ENV: 'development', ...env } },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

describe('start-up line', () => {
  jest.setTimeout(60_000);

  it('names app, version, database and Redis without credentials', () => {
    const config = loadConfig(DatabaseAppConfig, {
      DATABASE_URL: 'mysql://fulfil:s3cret@db:3306/store?ssl=true',
      REDIS_URL: 'redis://:pw@cache:6379',
      METRICS_TOKEN: 'x'.repeat(16),
    });
    const facts = startupFacts('fulfilment-api', 'http://0.0.0.0:3001', config);
    expect(facts).toEqual({
      app: 'fulfilment-api',
      version: expect.any(String),
      url: 'http://0.0.0.0:3001',
      database: 'mysql db:3306/store',
      redis: 'yes (cache:6379)',
      metrics: 'bearer token on http://0.0.0.0:3001/metrics',
    });
    expect(startupLine(facts)).not.toMatch(/s3cret|pw@/);
    expect(startupFacts('x', 'u', loadConfig(BaseAppConfig, {}), 'http://127.0.0.1:9464/metrics')).toMatchObject({
      database: 'none',
      redis: 'no',
      metrics: 'http://127.0.0.1:9464/metrics',
    });
    expect(startupFacts('x', 'u', loadConfig(DatabaseAppConfig, { DATABASE_URL: 'sqlite:data/x.sqlite' })).database).toBe('sqlite data/x.sqlite');
  });

  it('is printed once at LOG_LEVEL=warn (as one JSON line), and not at silent', async () => {
    const out = await start({ LOG_LEVEL: 'warn', APP_VERSION: '9.9.9' });
    const lines = out.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(line).toMatchObject({ app: 'demo-api', version: '9.9.9', database: 'none', redis: 'no', metrics: 'off' });
    expect(line['msg']).toMatch(/^demo-api 9\.9\.9 listening on http:\/\/127\.0\.0\.1:\d+ \(database: none, redis: no, metrics: off\)$/);
    // PORT=0: the line names the port the OS gave, not 0 (test helpers read the address from it).
    expect(Number(/:(\d+) \(/.exec(String(line['msg']))?.[1])).toBeGreaterThan(0);
    expect(line['url']).toBe(String(line['msg']).split(' ')[4]);
    expect(await start({ LOG_LEVEL: 'silent' })).toBe('');
  });

  it('is printed once at LOG_LEVEL=info too, and says where the metrics listener is', async () => {
    const out = await start({ LOG_LEVEL: 'info', METRICS_PORT: '0' });
    const starts = out
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => String(l['msg']).includes(' listening on '));
    expect(starts).toHaveLength(1);
    expect(starts[0]['metrics']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  });
});
