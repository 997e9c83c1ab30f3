/** The part of the untyped `zipcodes` package (BSD, US ZIP codes with city and state) the tools use. */
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
}
