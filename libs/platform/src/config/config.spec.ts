import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { BaseAppConfig, ConfigValidationError, DatabaseAppConfig, envBoolean, EnvInt, loadConfig, trustProxySetting } from './config';
import { clockFromEnv, ClockConfigError, FixedClock, SystemClock } from '../clock/clock';

describe('loadConfig', () => {
  it('applies defaults and converts numbers', () => {
    const c = loadConfig(BaseAppConfig, { PORT: '3005' }, {});
    expect(c.PORT).toBe(3005);
    expect(c.TRUST_PROXY).toBe('false');
    expect(c.BODY_LIMIT).toBe('100kb');
  });

  it('names every bad variable', () => {
    try {
      loadConfig(BaseAppConfig, { PORT: 'eighty', LOG_LEVEL: 'loud', TRUST_PROXY: 'true' });
      throw new Error('expected a ConfigValidationError');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigValidationError);
      const msg = (e as Error).message;
      expect(msg).toMatch(/PORT/);
      expect(msg).toMatch(/LOG_LEVEL/);
      expect(msg).toMatch(/TRUST_PROXY=true is refused/);
    }
  });

  it('sizes the database pool with DB_POOL_SIZE: 10 by default, 1 to 500', () => {
    expect(loadConfig(DatabaseAppConfig, {}).DB_POOL_SIZE).toBe(10);
    expect(loadConfig(DatabaseAppConfig, { DB_POOL_SIZE: '40' }).DB_POOL_SIZE).toBe(40);
    for (const value of ['0', '501', 'many']) expect(() => loadConfig(DatabaseAppConfig, { DB_POOL_SIZE: value })).toThrow(/DB_POOL_SIZE: /);
  });

  it('refuses CLOCK_NOW in production', () => {
    expect(() => loadConfig(BaseAppConfig, { NODE_ENV: 'production', CLOCK_NOW: '2026-03-08T06:30:00Z' })).toThrow(/CLOCK_NOW/);
  });

  it('reads whole numbers and yes/no flags with the shared parsers', () => {
    class SampleConfig extends BaseAppConfig {
      @EnvInt(1, 1440)
      MINUTES = 15;

      @EnvInt(0)
      UNBOUNDED = 5;

      @IsOptional()
      @Transform(envBoolean)
      @IsBoolean()
      FLAG = false;
    }
    expect(loadConfig(SampleConfig, {})).toMatchObject({ MINUTES: 15, UNBOUNDED: 5, FLAG: false });
    expect(loadConfig(SampleConfig, { MINUTES: '1440', UNBOUNDED: '1000000', FLAG: 'Yes' })).toMatchObject({ MINUTES: 1440, UNBOUNDED: 1_000_000, FLAG: true });
    expect(loadConfig(SampleConfig, { MINUTES: '', FLAG: '0' })).toMatchObject({ MINUTES: 15, FLAG: false });
    for (const [name, value] of [
      ['MINUTES', '0'],
      ['MINUTES', '1441'],
      ['MINUTES', '1.5'],
      ['MINUTES', 'ten'],
      ['UNBOUNDED', '-1'],
    ]) {
      expect(() => loadConfig(SampleConfig, { [name]: value })).toThrow(new RegExp(`${name}: `));
    }
  });

  it('turns TRUST_PROXY into the Express setting', () => {
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });
});

describe('clockFromEnv', () => {
  it('fixes the clock at CLOCK_NOW', () => {
    const clock = clockFromEnv({ CLOCK_NOW: '2026-03-08T06:30:00Z' });
    expect(clock).toBeInstanceOf(FixedClock);
    expect(clock.now().toISOString()).toBe('2026-03-08T06:30:00.000Z');
  });

  it('reads the system clock without CLOCK_NOW', () => {
    expect(clockFromEnv({})).toBeInstanceOf(SystemClock);
  });

  it('refuses CLOCK_NOW in production and malformed instants', () => {
    expect(() => clockFromEnv({ CLOCK_NOW: '2026-03-08T06:30:00Z', NODE_ENV: 'production' })).toThrow(ClockConfigError);
    expect(() => clockFromEnv({ CLOCK_NOW: 'yesterday' })).toThrow(/ISO-8601/);
    expect(() => clockFromEnv({ CLOCK_NOW: '2026-03-08T06:30:00' })).toThrow(/offset/);
  });
});
