/**
 * Micro-benchmark of the geo library's spatial index on 10,000 locations:
 *   npm run bench:geo
 * Prints build time, nearest-20 and within-50-km queries per second.
 */
import { performance } from 'node:perf_hooks';
import { ShopLocationIndex } from '@fulfil/geo';

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(42);
const locations = Array.from({ length: 10_000 }, (_, id) => ({ id, latitude: 25 + random() * 24, longitude: -125 + random() * 58 }));
const origins = Array.from({ length: 2_000 }, () => ({ latitude: 25 + random() * 24, longitude: -125 + random() * 58 }));

function measure(name: string, runs: number, fn: (i: number) => unknown): void {
  for (let i = 0; i < Math.min(runs, 500); i++) fn(i); // warm-up
  const start = performance.now();
  for (let i = 0; i < runs; i++) fn(i);
  const ms = performance.now() - start;
  console.log(`${name.padEnd(34)} ${((runs / ms) * 1000).toFixed(0).padStart(9)} ops/s  ${((ms / runs) * 1000).toFixed(1).padStart(8)} µs/op`);
}

measure('build index (10,000 locations)', 50, () => new ShopLocationIndex(locations));
const index = new ShopLocationIndex(locations);
measure('nearest 20', 20_000, (i) => index.nearest(origins[i % origins.length], 20));
measure('within 50 km', 20_000, (i) => index.withinRadius(origins[i % origins.length], 50));
