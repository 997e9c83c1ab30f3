import { createReadStream, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { isValidLatitude, isValidLongitude } from './coordinates';
import type { PostalCodeRecord, PostalCodeSource } from './postal-code-record';

/**
 * Attribution required by the GeoNames licence (CC BY 4.0) wherever data loaded from
 * GeoNames files is used or shown.
 */
export const GEONAMES_ATTRIBUTION =
  'Postal-code data from GeoNames (https://www.geonames.org/), licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/).';

/** Options of the GeoNames readers. */
export interface GeoNamesReadOptions {
  /** Source name given to every record (default `"geonames"`; the file readers use `"geonames:<file name>"`). */
  readonly source?: string;
}

/** A line of a GeoNames postal-code file that cannot be read; names the line (1-based) and the reason. */
export class GeoNamesFormatError extends Error {
  /**
   * @param line 1-based line number
   * @param reason what is wrong with it
   * @param source the file or source name, when known
   */
  constructor(
    readonly line: number,
    readonly reason: string,
    readonly source?: string,
  ) {
    super(`${source ?? 'GeoNames postal codes'}, line ${line}: ${reason}`);
    this.name = 'GeoNamesFormatError';
  }
}

/**
 * Reads one line of the GeoNames postal-code format: 12 tab-separated columns (country
 * code, postal code, place name, admin name1, admin code1, admin name2, admin code2,
 * admin name3, admin code3, latitude, longitude, accuracy); the accuracy column may be
 * missing. Blank lines and lines starting with `#` give `null`.
 *
 * @throws GeoNamesFormatError when a column is missing, the country code is not two
 *   letters, the postal code is empty, or the coordinates are not numbers within range
 */
export function parseGeoNamesLine(line: string, lineNumber: number, source?: string): PostalCodeRecord | null {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  if (text.trim() === '' || text.startsWith('#')) return null;
  const fail = (reason: string): never => {
    throw new GeoNamesFormatError(lineNumber, reason, source);
  };
  const cols = text.split('\t');
  if (cols.length < 11 || cols.length > 12) fail(`expected 12 tab-separated columns, found ${cols.length}`);
  const [country, code, place, an1, ac1, an2, ac2, an3, ac3, lat, lng, acc] = cols.map((c) => c.trim());
  if (!/^[A-Za-z]{2}$/.test(country)) fail(`country code must be two letters, got "${country}"`);
  if (code === '') fail('postal code is empty');
  const latitude = lat === '' ? NaN : Number(lat);
  const longitude = lng === '' ? NaN : Number(lng);
  if (!isValidLatitude(latitude)) fail(`latitude must be a number within -90..90, got "${lat}"`);
  if (!isValidLongitude(longitude)) fail(`longitude must be a number within -180..180, got "${lng}"`);
  const accuracy = acc === undefined || acc === '' || !/^\d+$/.test(acc) ? null : Number(acc);
  const opt = (v: string) => (v === '' ? undefined : v);
  return {
    countryCode: country.toUpperCase(),
    postalCode: code,
    latitude,
    longitude,
    placeName: opt(place),
    adminName1: opt(an1),
    adminCode1: opt(ac1),
    adminName2: opt(an2),
    adminCode2: opt(ac2),
    adminName3: opt(an3),
    adminCode3: opt(ac3),
    accuracy,
    source: source ?? 'geonames',
  };
}

/**
 * Parses the text of a GeoNames postal-code file (UTF-8, one code per line, see
 * {@link parseGeoNamesLine}; a byte-order mark and CRLF line ends are accepted).
 *
 * @throws GeoNamesFormatError on the first malformed line
 */
export function parseGeoNamesPostalCodes(text: string, options: GeoNamesReadOptions = {}): PostalCodeRecord[] {
  const records: PostalCodeRecord[] = [];
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const record = parseGeoNamesLine(lines[i], i + 1, options.source);
    if (record) records.push(record);
  }
  return records;
}

/**
 * Reads GeoNames postal codes from a stream (a file stream, an HTTP body, or any async
 * iterable of text or UTF-8 bytes) line by line, without holding the whole text.
 *
 * @throws GeoNamesFormatError (as a rejected promise) on the first malformed line
 */
export async function readGeoNamesPostalCodes(
  input: NodeJS.ReadableStream | AsyncIterable<string | Uint8Array>,
  options: GeoNamesReadOptions = {},
): Promise<PostalCodeRecord[]> {
  const stream = input instanceof Readable ? input : Readable.from(input as AsyncIterable<string | Uint8Array>);
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  const records: PostalCodeRecord[] = [];
  let n = 0;
  try {
    for await (const raw of lines) {
      n++;
      const line = n === 1 ? raw.replace(/^\uFEFF/, '') : raw;
      const record = parseGeoNamesLine(line, n, options.source);
      if (record) records.push(record);
    }
  } finally {
    lines.close();
    stream.destroy();
  }
  return records;
}

/**
 * Reads a GeoNames postal-code file (unzipped, e.g. `GB_full.txt`) from disk, streaming.
 * Records are named `geonames:<file name>` unless `options.source` says otherwise.
 *
 * @throws GeoNamesFormatError on a malformed line; the file system's error when the file cannot be read
 */
export function loadGeoNamesFile(path: string, options: GeoNamesReadOptions = {}): Promise<PostalCodeRecord[]> {
  return readGeoNamesPostalCodes(createReadStream(path, { encoding: 'utf8' }), { source: options.source ?? `geonames:${basename(path)}` });
}

/**
 * Reads a GeoNames postal-code file synchronously (for start-up code and lazy sources).
 *
 * @throws GeoNamesFormatError on a malformed line; the file system's error when the file cannot be read
 */
export function loadGeoNamesFileSync(path: string, options: GeoNamesReadOptions = {}): PostalCodeRecord[] {
  return parseGeoNamesPostalCodes(readFileSync(path, 'utf8'), { source: options.source ?? `geonames:${basename(path)}` });
}

/**
 * A lazily loaded {@link PostalCodeSource} for a GeoNames file: the file is read on the
 * geocoder's first lookup (or `preload()`), named `geonames:<file name>`. Errors in the
 * file surface there; call `preload()` at start-up to fail fast.
 */
export function geoNamesFileSource(path: string, options: GeoNamesReadOptions = {}): PostalCodeSource {
  const name = options.source ?? `geonames:${basename(path)}`;
  return { name, load: () => loadGeoNamesFileSync(path, { source: name }) };
}
