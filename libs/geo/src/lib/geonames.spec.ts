import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  GEONAMES_ATTRIBUTION,
  GeoNamesFormatError,
  geoNamesFileSource,
  loadGeoNamesFile,
  loadGeoNamesFileSync,
  parseGeoNamesLine,
  parseGeoNamesPostalCodes,
  readGeoNamesPostalCodes,
} from './geonames';

const FIXTURE = join(__dirname, '../../test/fixtures/geonames-sample.txt');

const line = (...cols: string[]) => cols.join('\t');

describe('GeoNames postal-code loader', () => {
  it('reads every column of a line', () => {
    const record = parseGeoNamesLine(
      line('GB', 'SW1A 1AA', 'London', 'England', 'ENG', 'Greater London', '11609024', 'City of Westminster', 'E09000033', '51.5010', '-0.1416', '6'),
      1,
    );
    expect(record).toEqual({
      countryCode: 'GB',
      postalCode: 'SW1A 1AA',
      placeName: 'London',
      adminName1: 'England',
      adminCode1: 'ENG',
      adminName2: 'Greater London',
      adminCode2: '11609024',
      adminName3: 'City of Westminster',
      adminCode3: 'E09000033',
      latitude: 51.501,
      longitude: -0.1416,
      accuracy: 6,
      source: 'geonames',
    });
  });

  it('accepts empty columns, a missing accuracy column, CRLF, and skips blank and # lines', () => {
    expect(parseGeoNamesLine(line('mt', 'VLT', 'Valletta', 'Malta', '', '', '', '', '', '35.8989', '14.5146') + '\r', 3)).toMatchObject({
      countryCode: 'MT',
      postalCode: 'VLT',
      adminCode1: undefined,
      accuracy: null,
    });
    expect(parseGeoNamesLine('', 1)).toBeNull();
    expect(parseGeoNamesLine('# comment', 1)).toBeNull();
  });

  it.each([
    [line('GB', 'SW1A 1AA', 'London'), /expected 12 tab-separated columns, found 3/],
    [line('GBR', 'X', '', '', '', '', '', '', '', '1', '2', ''), /country code must be two letters/],
    [line('GB', ' ', '', '', '', '', '', '', '', '1', '2', ''), /postal code is empty/],
    [line('GB', 'X', '', '', '', '', '', '', '', '91', '2', ''), /latitude must be a number within -90..90/],
    [line('GB', 'X', '', '', '', '', '', '', '', '1', 'east', ''), /longitude must be a number within -180..180/],
    [line('GB', 'X', '', '', '', '', '', '', '', '', '2', ''), /latitude/],
  ])('rejects a malformed line, naming it: %p', (text, message) => {
    expect(() => parseGeoNamesPostalCodes(`\n${text}`, { source: 'test.txt' })).toThrow(message);
    try {
      parseGeoNamesPostalCodes(`\n${text}`, { source: 'test.txt' });
    } catch (e) {
      expect(e).toBeInstanceOf(GeoNamesFormatError);
      expect((e as GeoNamesFormatError).line).toBe(2);
      expect((e as GeoNamesFormatError).message).toMatch(/^test\.txt, line 2: /);
    }
  });

  it('loads the fixture file synchronously, from a stream and asynchronously, with the same result', async () => {
    const sync = loadGeoNamesFileSync(FIXTURE);
    expect(sync).toHaveLength(21);
    expect(new Set(sync.map((r) => r.countryCode))).toEqual(new Set(['GB', 'CA', 'DE', 'FR', 'JP', 'IE', 'MT']));
    expect(sync.every((r) => r.source === 'geonames:geonames-sample.txt')).toBe(true);
    expect(sync.find((r) => r.postalCode === '80331')?.placeName).toBe('München');
    expect(await loadGeoNamesFile(FIXTURE)).toEqual(sync);
  });

  it('reads a stream of text chunks split anywhere, and a byte-order mark', async () => {
    const text =
      '\uFEFF' +
      [
        line('DE', '10115', 'Berlin', 'Berlin', 'BE', '', '', '', '', '52.5323', '13.3846', '4'),
        line('DE', '10117', 'Berlin', 'Berlin', 'BE', '', '', '', '', '52.5170', '13.3872', '4'),
      ].join('\r\n');
    const chunks = [text.slice(0, 7), text.slice(7, 50), text.slice(50)];
    const records = await readGeoNamesPostalCodes(Readable.from(chunks), { source: 'stream' });
    expect(records.map((r) => [r.countryCode, r.postalCode, r.source])).toEqual([
      ['DE', '10115', 'stream'],
      ['DE', '10117', 'stream'],
    ]);
    expect(
      await readGeoNamesPostalCodes(
        (async function* () {
          yield Buffer.from(text, 'utf8');
        })(),
      ),
    ).toHaveLength(2);
    expect(parseGeoNamesPostalCodes(text)).toHaveLength(2);
  });

  it('rejects the promise on a malformed streamed line', async () => {
    await expect(readGeoNamesPostalCodes(Readable.from(['GB\tX\n']))).rejects.toThrow(GeoNamesFormatError);
  });

  it('reads a lazy file source only when asked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'geo-'));
    try {
      const path = join(dir, 'XX.txt');
      const source = geoNamesFileSource(path);
      expect(source.name).toBe('geonames:XX.txt');
      writeFileSync(path, line('NL', '1012', 'Amsterdam', 'Noord-Holland', '07', '', '', '', '', '52.3740', '4.8897', '6'));
      expect([...source.load()].map((r) => r.postalCode)).toEqual(['1012']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('carries the CC BY 4.0 attribution text', () => {
    expect(GEONAMES_ATTRIBUTION).toContain('GeoNames');
    expect(GEONAMES_ATTRIBUTION).toContain('CC BY 4.0');
  });
});
