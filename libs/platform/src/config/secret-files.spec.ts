import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IsOptional, IsString } from 'class-validator';
import { BaseAppConfig, ConfigValidationError, DatabaseAppConfig, loadConfig, secretFromEnv } from './config';
import { resolveSecretFiles, SecretEnv, secretEnvNames } from './secret-files';

const URL = 'mysql://fulfil:s3cr3t-pa55@db:3306/fulfil_store';

/** A config with one secret of its own on top of the shared ones. */
class SampleConfig extends DatabaseAppConfig {
  @SecretEnv()
  @IsOptional()
  @IsString()
  API_TOKEN?: string;

  /** An existing variable whose own name ends in _FILE (like STOREFRONT_WIDGET_FILE). */
  @IsOptional()
  @IsString()
  BUNDLE_FILE = 'dist/bundle.js';
}

/** The message of the ConfigValidationError `fn` throws. */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigValidationError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigValidationError');
}

describe('secrets from files (<NAME>_FILE)', () => {
  let dir: string;
  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'secret-files-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('declares the secrets on the config classes, inherited ones included', () => {
    expect(secretEnvNames(BaseAppConfig)).toEqual(['METRICS_TOKEN', 'REDIS_URL']);
    expect(secretEnvNames(DatabaseAppConfig)).toEqual(['DATABASE_URL', 'METRICS_TOKEN', 'REDIS_URL']);
    expect(secretEnvNames(SampleConfig)).toEqual(['API_TOKEN', 'DATABASE_URL', 'METRICS_TOKEN', 'REDIS_URL']);
  });

  it('reads a secret from the file <NAME>_FILE names, without its trailing line break', () => {
    const config = loadConfig(SampleConfig, { DATABASE_URL_FILE: file('db-url', `${URL}\n`), API_TOKEN_FILE: file('token', 'tok en \r\n\r\n') });
    expect(config.DATABASE_URL).toBe(URL);
    // Only the line breaks at the end go; other whitespace is part of the value.
    expect(config.API_TOKEN).toBe('tok en ');
  });

  it('keeps reading the variable itself when no _FILE is set, and treats an empty _FILE as unset', () => {
    expect(loadConfig(SampleConfig, { DATABASE_URL: URL, DATABASE_URL_FILE: '' }).DATABASE_URL).toBe(URL);
  });

  it('refuses both the variable and its _FILE, naming both and printing neither value', () => {
    const message = refusal(() => loadConfig(SampleConfig, { DATABASE_URL: URL, DATABASE_URL_FILE: file('db-url-2', 'mysql://other:0ther-pa55@db/x') }));
    expect(message).toContain('DATABASE_URL: both DATABASE_URL and DATABASE_URL_FILE are set; set only one');
    expect(message).not.toContain('s3cr3t-pa55');
    expect(message).not.toContain('0ther-pa55');
  });

  it('takes the file when the variable is set empty (empty is unset, as everywhere in the config)', () => {
    expect(loadConfig(SampleConfig, { DATABASE_URL: '', DATABASE_URL_FILE: file('db-url-3', URL) }).DATABASE_URL).toBe(URL);
  });

  it('refuses a missing file, naming the _FILE variable, its path and the reason', () => {
    const missing = join(dir, 'nowhere', 'db-url');
    const message = refusal(() => loadConfig(SampleConfig, { DATABASE_URL_FILE: missing }));
    expect(message).toContain(`DATABASE_URL_FILE: ${missing}: no such file (ENOENT); it must name a readable file holding DATABASE_URL`);
  });

  it('refuses a file it cannot read (a directory, no permission) without printing anything of it', () => {
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    expect(refusal(() => loadConfig(SampleConfig, { API_TOKEN_FILE: folder }))).toContain(`API_TOKEN_FILE: ${folder}: is a directory (EISDIR)`);
    const denied = resolveSecretFiles({ API_TOKEN_FILE: '/run/secrets/api_token' }, ['API_TOKEN'], undefined, () => {
      throw Object.assign(new Error('EACCES: permission denied, open'), { code: 'EACCES' });
    });
    expect(denied.problems).toEqual(['API_TOKEN_FILE: /run/secrets/api_token: permission denied (EACCES); it must name a readable file holding API_TOKEN']);
  });

  it('treats an empty file as the variable set empty: unset, so its default or requirement applies', () => {
    expect(loadConfig(SampleConfig, { API_TOKEN_FILE: file('empty', '\n') }).API_TOKEN).toBeUndefined();
  });

  it('validates a value read from a file like any other, naming the file and not the value', () => {
    const path = file('bad-url', 'postgres://fulfil:s3cr3t-pa55@db/x\n');
    const message = refusal(() => loadConfig(SampleConfig, { DATABASE_URL_FILE: path }));
    expect(message).toContain(`DATABASE_URL: DATABASE_URL must start with mysql://, mariadb:// or sqlite: (read from DATABASE_URL_FILE=${path})`);
    expect(message).not.toContain('s3cr3t-pa55');
  });

  it('refuses <NAME>_FILE for a variable that is not a secret (it would be ignored), and ignores names it does not know', () => {
    const message = refusal(() => loadConfig(SampleConfig, { PORT_FILE: file('port', '3000') }));
    expect(message).toContain('PORT_FILE: PORT is not a secret and is not read from a file; set PORT itself');
    expect(message).toContain('API_TOKEN_FILE, DATABASE_URL_FILE, METRICS_TOKEN_FILE, REDIS_URL_FILE');
    // BUNDLE_FILE is a variable of its own, and SOMETHING_FILE is nobody's.
    const config = loadConfig(SampleConfig, { BUNDLE_FILE: 'x.js', SOMETHING_FILE: '/nowhere' });
    expect(config.BUNDLE_FILE).toBe('x.js');
  });

  it('names every refused variable at once', () => {
    const message = refusal(() =>
      loadConfig(SampleConfig, { DATABASE_URL_FILE: join(dir, 'none'), API_TOKEN: 'a', API_TOKEN_FILE: file('t2', 'b'), PORT: 'eighty' }),
    );
    expect(message).toMatch(/DATABASE_URL_FILE: .*ENOENT/);
    expect(message).toContain('API_TOKEN: both API_TOKEN and API_TOKEN_FILE are set');
    expect(message).toMatch(/PORT: /);
  });

  describe('secretFromEnv (the operator commands and migration tooling)', () => {
    it('reads the variable, or its file, by the same rules', () => {
      expect(secretFromEnv('DATABASE_URL', { DATABASE_URL: URL })).toBe(URL);
      expect(secretFromEnv('DATABASE_URL', { DATABASE_URL_FILE: file('cli-url', `${URL}\n`) })).toBe(URL);
      expect(secretFromEnv('DATABASE_URL', {})).toBeUndefined();
      expect(secretFromEnv('DATABASE_URL', { DATABASE_URL_FILE: file('cli-empty', '') })).toBeUndefined();
    });

    it('refuses both set and a missing file, naming the variable', () => {
      expect(refusal(() => secretFromEnv('DATABASE_URL', { DATABASE_URL: URL, DATABASE_URL_FILE: file('cli-2', URL) }))).toContain(
        'DATABASE_URL: both DATABASE_URL and DATABASE_URL_FILE are set',
      );
      expect(refusal(() => secretFromEnv('DATABASE_URL', { DATABASE_URL_FILE: join(dir, 'none') }))).toMatch(/DATABASE_URL_FILE: .*no such file/);
    });
  });
});
