import type { INestApplication } from '@nestjs/common';
import { request as httpGet } from 'node:http';
import request from 'supertest';

/**
 * Runs the first half of a storefront-platform app install as a merchant's browser does:
 * `GET /platform/install?shop=` on the app, then the fake platform's authorize page on the
 * shop's host (the fake names the shop by `Host`). Answers the signed callback's query
 * string, for the contract samples (`/platform/oauth/callback?<query>`).
 */
export async function platformInstallCallback(app: INestApplication, shop: string): Promise<string> {
  const link = new URL((await request(app.getHttpServer()).get(`/platform/install?shop=${shop}`).expect(302)).headers['location']);
  return new Promise((resolve, reject) => {
    httpGet(link, { headers: { host: shop } }, (res) => {
      res.resume();
      if (res.statusCode !== 302) return reject(new Error(`authorize answered ${res.statusCode}`));
      resolve(new URL(String(res.headers.location)).search.slice(1));
    })
      .on('error', reject)
      .end();
  });
}
