/**
 * The IANA zone of a point in a US state, good enough for demo data: one zone per state,
 * with the large splits (Florida panhandle, Kentucky/Tennessee, west Texas, Nebraska and
 * the Dakotas, north Idaho, east Oregon) decided by longitude or latitude.
 */
const BY_STATE: Record<string, string> = {
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  GA: 'America/New_York',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NY: 'America/New_York',
  NC: 'America/New_York',
  OH: 'America/New_York',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WV: 'America/New_York',
  MI: 'America/Detroit',
  IN: 'America/Indiana/Indianapolis',
  FL: 'America/New_York',
  KY: 'America/New_York',
  TN: 'America/Chicago',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  IL: 'America/Chicago',
  IA: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  OK: 'America/Chicago',
  WI: 'America/Chicago',
  TX: 'America/Chicago',
  KS: 'America/Chicago',
  NE: 'America/Chicago',
  ND: 'America/Chicago',
  SD: 'America/Chicago',
  CO: 'America/Denver',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  WY: 'America/Denver',
  ID: 'America/Boise',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
};

/** The zone of a point in `state`, or undefined for states and territories not covered. */
export function usTimeZone(state: string, latitude: number, longitude: number): string | undefined {
  if (state === 'FL' && longitude < -85.0) return 'America/Chicago';
  if (state === 'KY' && longitude < -86.0) return 'America/Chicago';
  if (state === 'TN' && longitude > -85.0) return 'America/New_York';
  if (state === 'TX' && longitude < -104.5) return 'America/Denver';
  if ((state === 'NE' || state === 'SD' || state === 'ND') && longitude < -101.0) return 'America/Denver';
  if (state === 'ID' && latitude > 45.5) return 'America/Los_Angeles';
  if (state === 'OR' && longitude > -117.5) return 'America/Boise';
  return BY_STATE[state];
}
