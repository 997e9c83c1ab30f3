import type { DataSource } from 'typeorm';
import { databaseLockName } from './named-lock';

const source = (database: string, byUrl = false) =>
  (byUrl ? { driver: { database }, options: { type: 'mysql' } } : { driver: {}, options: { type: 'mysql', database } }) as unknown as DataSource;

describe('databaseLockName', () => {
  it('gives the same name for the same database and lock, whether the database came by URL or option', () => {
    expect(databaseLockName(source('shop'), 'cap:1:pickup:3:2026-03-12:7')).toBe(databaseLockName(source('shop', true), 'cap:1:pickup:3:2026-03-12:7'));
    expect(databaseLockName(source('shop'), 'cap:1:pickup:3:2026-03-12:7')).toMatch(/^cap:1:pickup:3:2026-03-12:7@[0-9a-f]{8}$/);
  });

  it('gives two databases on one server different names, and different locks different names', () => {
    expect(databaseLockName(source('test_widget_1'), 'cap:1')).not.toBe(databaseLockName(source('test_fulfilment_1'), 'cap:1'));
    expect(databaseLockName(source('shop'), 'cap:1')).not.toBe(databaseLockName(source('shop'), 'cap:2'));
  });

  it('stays within 64 characters, hashing long names whole', () => {
    const long = `idem:${'f'.repeat(40)}:${'x'.repeat(30)}`;
    const name = databaseLockName(source('shop'), long);
    expect(name).toMatch(/^h:[0-9a-f]{62}$/);
    expect(name).not.toBe(databaseLockName(source('other'), long));
    expect(databaseLockName(source('shop'), `idem:${'a'.repeat(40)}`).length).toBeLessThanOrEqual(64);
  });
});
