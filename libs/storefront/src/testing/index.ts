import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A GeoNames postal-code file written for a test, and what its one code resolves to. */
export interface GeoNamesFixture {
  /** Path of the file (give it to GEONAMES_FILES). */
  path: string;
  /** A postal code only this file knows (neither the bundled US data nor any place name). */
  postalCode: string;
  countryCode: string;
  placeName: string;
  /** WGS 84 degrees the code resolves to. */
  latitude: number;
  longitude: number;
}

/**
 * Writes a tiny GeoNames-format postal-code file (tab-separated, 12 columns, as
 * https://download.geonames.org/export/zip/ ships them) to a fresh temporary folder: one
 * fictional London code, `ZZ9 9ZZ`, at 51.5079, -0.0877 (WGS 84 degrees). Used by both
 * storefront apps' e2e tests, so each proves it resolves the same code to the same point
 * through its own HTTP API with its own GEONAMES_FILES.
 */
export function writeGeoNamesFixture(): GeoNamesFixture {
  const fixture = { postalCode: 'ZZ9 9ZZ', countryCode: 'GB', placeName: 'Fixture Wharf', latitude: 51.5079, longitude: -0.0877 };
  const path = join(mkdtempSync(join(tmpdir(), 'geonames-')), 'GB.txt');
  const columns = [
    fixture.countryCode,
    fixture.postalCode,
    fixture.placeName,
    'England',
    'ENG',
    'Greater London',
    '11609024',
    'City of London',
    'E09000001',
    String(fixture.latitude),
    String(fixture.longitude),
    '6',
  ];
  writeFileSync(path, `${columns.join('\t')}\n`);
  return { path, ...fixture };
}
export { startAppProcess, type AppProcess } from './app-process';
