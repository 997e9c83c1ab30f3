import fc from 'fast-check';
import {
  EARTH_RADIUS_KM,
  fromKilometers,
  haversineDistance,
  haversineKilometers,
  isMeasurementFormat,
  kilometersToMiles,
  milesToKilometers,
  reportedDistance,
  roundDistance,
  toKilometers,
} from './distance';

// Airport reference points (degrees).
const JFK = { latitude: 40.6398, longitude: -73.7789 };
const LAX = { latitude: 33.9425, longitude: -118.4081 };
const BNA = { latitude: 36.12, longitude: -86.67 };
const LAX_ROSETTA = { latitude: 33.94, longitude: -118.4 };

describe('haversine distance', () => {
  it('JFK-LAX is about 3983 km / 2475 mi (published ellipsoidal figure; the sphere is within 0.5%)', () => {
    const km = haversineDistance(JFK, LAX, 'kilometers');
    const mi = haversineDistance(JFK, LAX, 'miles');
    expect(Math.abs(km - 3983) / 3983).toBeLessThan(0.005);
    expect(Math.abs(mi - 2475) / 2475).toBeLessThan(0.005);
    expect(km).toBeCloseTo(3974.21, 1);
    expect(mi).toBeCloseTo(km / 1.609344, 9);
  });

  it('matches the Rosetta Code haversine reference (BNA-LAX = 2887.2599506 km with R = 6372.8 km)', () => {
    const km = haversineKilometers(BNA, LAX_ROSETTA);
    expect((km * 6372.8) / EARTH_RADIUS_KM).toBeCloseTo(2887.2599506, 6);
  });

  it('one degree of longitude on the equator is 2 pi R / 360, also across the antimeridian', () => {
    const oneDegree = (2 * Math.PI * EARTH_RADIUS_KM) / 360;
    expect(haversineKilometers({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(oneDegree, 9);
    expect(haversineKilometers({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(oneDegree, 9);
  });

  it('is zero for the same point, symmetric, and half the circumference pole to pole', () => {
    expect(haversineKilometers(JFK, JFK)).toBe(0);
    expect(haversineKilometers(JFK, LAX)).toBe(haversineKilometers(LAX, JFK));
    expect(haversineKilometers({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 9);
  });

  it('defaults to kilometres', () => {
    expect(haversineDistance(JFK, LAX)).toBe(haversineKilometers(JFK, LAX));
  });
});

describe('units and rounding', () => {
  it('converts with the international mile', () => {
    expect(kilometersToMiles(1.609344)).toBe(1);
    expect(milesToKilometers(1)).toBe(1.609344);
    expect(fromKilometers(16.09344, 'miles')).toBeCloseTo(10, 12);
    expect(fromKilometers(5, 'kilometers')).toBe(5);
    expect(toKilometers(10, 'miles')).toBeCloseTo(16.09344, 12);
    expect(toKilometers(5, 'kilometers')).toBe(5);
  });

  it('rounds to 2 decimals, half away from zero, without binary artefacts', () => {
    expect(roundDistance(1.005)).toBe(1.01);
    expect(roundDistance(2.675)).toBe(2.68);
    expect(roundDistance(1.0049999)).toBe(1);
    expect(roundDistance(0.125)).toBe(0.13);
    expect(roundDistance(1e-7)).toBe(0);
    expect(roundDistance(3974.2109)).toBe(3974.21);
    expect(roundDistance(-1.005)).toBe(-1.01);
    expect(Object.is(roundDistance(-0.001), 0)).toBe(true);
    expect(roundDistance(Infinity)).toBe(Infinity);
    expect(roundDistance(NaN)).toBeNaN();
  });

  it('rounds exactly as the decimal representation does, for any distance on Earth', () => {
    // Reference: shift the decimal point in the string form, then round half away from zero.
    const decimal = (d: number) =>
      (Math.sign(d) *
        Math.round(
          Number(
            Math.abs(d)
              .toExponential()
              .replace(/e([+-]\d+)$/, (_, e: string) => `e${Number(e) + 2}`),
          ),
        )) /
        100 +
      0;
    const anyDistance = fc.double({ min: -20_040, max: 20_040, noNaN: true });
    // Values whose decimal form ends in 5 at the third decimal: the ties of the rule.
    const ties = fc.integer({ min: -2_004_000, max: 2_004_000 }).map((n) => Number(`${n}5e-3`));
    fc.assert(
      fc.property(fc.oneof(anyDistance, ties), (d) => Object.is(roundDistance(d), decimal(d))),
      { numRuns: 20_000 },
    );
  });

  it('reports the rounded distance in the shop unit', () => {
    expect(reportedDistance(JFK, LAX, 'kilometers')).toBe(3974.21);
    expect(reportedDistance(JFK, LAX, 'miles')).toBe(roundDistance(haversineDistance(JFK, LAX, 'miles')));
  });

  it('recognises measurement formats', () => {
    expect(isMeasurementFormat('kilometers')).toBe(true);
    expect(isMeasurementFormat('miles')).toBe(true);
    expect(isMeasurementFormat('km')).toBe(false);
    expect(isMeasurementFormat(undefined)).toBe(false);
  });
});
