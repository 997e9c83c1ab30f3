import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { runMigrationCommand } from './migration-command';
import { SAMPLE_TABLE_SET } from './testing/sample-table-set';

describe('runMigrationCommand (migrate.js of each image, nx run <app>:migrate)', () => {
  let dir: string;
  let url: string;
  const fresh = () => new DataSource(dataSourceOptions(url, SAMPLE_TABLE_SET));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'migrate-'));
    url = `sqlite:${join(dir, 'db.sqlite')}`;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies the pending migrations once, says up to date after, and closes the DataSource every time', async () => {
    const first = fresh();
    expect(await runMigrationCommand(first, 'show')).toBe('pending migrations');
    expect(first.isInitialized).toBe(false);
    expect(await runMigrationCommand(fresh())).toMatch(/^ran: \w+/);
    expect(await runMigrationCommand(fresh(), 'run')).toBe('up to date');
    expect(await runMigrationCommand(fresh(), 'show')).toBe('up to date');
    expect(await runMigrationCommand(fresh(), 'revert')).toBe('reverted the last migration');
    expect(await runMigrationCommand(fresh(), 'show')).toBe('pending migrations');
  });

  it('refuses an unknown action before connecting', async () => {
    const dataSource = fresh();
    const initialize = jest.spyOn(dataSource, 'initialize');
    await expect(runMigrationCommand(dataSource, 'rollback')).rejects.toThrow('unknown action "rollback": use run, revert, show');
    expect(initialize).not.toHaveBeenCalled();
  });
});
