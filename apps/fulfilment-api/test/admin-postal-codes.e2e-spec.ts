import request from 'supertest';
import { compactPostalCode } from '@fulfil/geo';
import { MerchantPostalCodeEntity, StoreReader } from '@fulfil/store-settings';
import { defined } from '@fulfil/store-settings/testing';
import { describeEachEngine } from '@fulfil/database/testing';
import { adminFixture, AdminFixture } from './admin-helpers';

/** The sample file's codes, as every shop of the fixture starts with them. */
const SAMPLE = [
  { postal_code: '60601-9999', latitude: 41.8864, longitude: -87.6186, country_code: null, place_name: null },
  { postal_code: '60699', latitude: 41.8789, longitude: -87.6359, country_code: 'US', place_name: 'Willis Tower' },
];

const LONDON = [
  { postal_code: 'SW1A 1AA', latitude: 51.501, longitude: -0.1416, country_code: 'gb', place_name: 'Westminster' },
  { postal_code: ' ec1a 1bb ', latitude: 51.5202, longitude: -0.0977 },
  { postal_code: 'E1 6AN', latitude: 51.5203, longitude: -0.0736, country_code: null, place_name: null },
];

/** {@link LONDON} as stored and answered: trimmed, countries upper case, omitted fields null, sorted by code. */
const LONDON_STORED = [
  { postal_code: 'E1 6AN', latitude: 51.5203, longitude: -0.0736, country_code: null, place_name: null },
  { postal_code: 'SW1A 1AA', latitude: 51.501, longitude: -0.1416, country_code: 'GB', place_name: 'Westminster' },
  { postal_code: 'ec1a 1bb', latitude: 51.5202, longitude: -0.0977, country_code: null, place_name: null },
];

type Bad = [name: string, body: unknown, field: string, rule: string];

const BAD: Bad[] = [
  ['a latitude north of the pole', { postal_codes: [...LONDON.slice(0, 2), { ...LONDON[2], latitude: 90.01 }] }, 'postal_codes[2].latitude', 'maximum'],
  ['a longitude that is not a number', { postal_codes: [{ ...LONDON[0], longitude: '-0.14' }] }, 'postal_codes[0].longitude', 'type'],
  ['an entry without latitude', { postal_codes: [{ postal_code: 'N1 9GU', longitude: -0.12 }] }, 'postal_codes[0].latitude', 'required'],
  ['an empty postal code', { postal_codes: [{ ...LONDON[0], postal_code: '' }] }, 'postal_codes[0].postal_code', 'minLength'],
  ['a postal code longer than 32 characters', { postal_codes: [{ ...LONDON[0], postal_code: '1'.repeat(33) }] }, 'postal_codes[0].postal_code', 'maxLength'],
  ['a three-letter country', { postal_codes: [{ ...LONDON[0], country_code: 'GBR' }] }, 'postal_codes[0].country_code', 'pattern'],
  ['a place name longer than 255 characters', { postal_codes: [{ ...LONDON[0], place_name: 'x'.repeat(256) }] }, 'postal_codes[0].place_name', 'maxLength'],
  ['an unknown field in an entry', { postal_codes: [{ ...LONDON[0], zip: 'SW1A' }] }, 'postal_codes[0].zip', 'additionalProperties'],
  ['an unknown top-level field', { postal_codes: [], codes: [] }, 'codes', 'additionalProperties'],
  ['no list', {}, 'postal_codes', 'required'],
  ['a list that is not an array', { postal_codes: 'SW1A 1AA' }, 'postal_codes', 'type'],
  ['a postal code with punctuation', { postal_codes: [LONDON[0], { ...LONDON[1], postal_code: 'EC1A/1BB' }] }, 'postal_codes[1].postal_code', 'postalCode'],
  ['a postal code of hyphens only', { postal_codes: [{ ...LONDON[0], postal_code: '--' }] }, 'postal_codes[0].postal_code', 'postalCode'],
  ['the same code in another spelling', { postal_codes: [...LONDON, { ...LONDON[0], postal_code: 'sw1a-1aa' }] }, 'postal_codes[3].postal_code', 'unique'],
  [
    '50,001 entries',
    { postal_codes: Array.from({ length: 50_001 }, (_v, i) => ({ postal_code: `Z${i}`, latitude: 0, longitude: 0 })) },
    'postal_codes',
    'maxItems',
  ],
];

describeEachEngine('admin API: merchant postal codes', (engine) => {
  let f: AdminFixture;
  beforeAll(async () => {
    // 50,000 entries are a few megabytes; the default BODY_LIMIT (100kb) would refuse them first.
    f = await adminFixture(engine, { BODY_LIMIT: '8mb' });
  }, 60_000);
  afterAll(() => f?.close());

  const http = () => request(f.app.getHttpServer());
  const as = (token: string) => ({
    get: (path: string) => http().get(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: unknown) =>
      http()
        .put(`/admin/v1.0${path}`)
        .set('Authorization', `Bearer ${token}`)
        .send(body as object),
  });
  const a = () => as(f.shopA.token);
  const b = () => as(f.shopB.token);
  const codesOf = async (token: string) => (await as(token).get('/postal-codes').expect(200)).body.postal_codes;
  const versionOf = async (token: string) => (await as(token).get('/shop').expect(200)).body.settings_version as number;
  const snapshot = async (domain: string) => defined(await f.app.get(StoreReader).forShop(domain));

  it('needs a bearer token for GET and PUT (401 with WWW-Authenticate: Bearer) and writes nothing without one', async () => {
    for (const res of [await http().get('/admin/v1.0/postal-codes'), await http().put('/admin/v1.0/postal-codes').send({ postal_codes: [] })]) {
      expect([res.status, res.body.code, res.headers['www-authenticate']]).toEqual([401, 'UNAUTHORIZED', 'Bearer realm="admin"']);
    }
    const unknown = await as('fsa_not-a-token').put('/postal-codes', { postal_codes: [] });
    expect([unknown.status, unknown.headers['www-authenticate']]).toEqual([401, 'Bearer realm="admin", error="invalid_token"']);
    expect(await codesOf(f.shopA.token)).toEqual(SAMPLE);
  });

  it('lists the codes the shop was imported with, sorted by code', async () => {
    expect((await a().get('/postal-codes').expect(200)).body).toEqual({ postal_codes: SAMPLE });
  });

  it('PUT replaces the list in one versioned write and answers it as stored; GET, the export and the public read model agree', async () => {
    const version = await versionOf(f.shopA.token);
    expect((await a().put('/postal-codes', { postal_codes: LONDON }).expect(200)).body).toEqual({ postal_codes: LONDON_STORED });
    expect(await versionOf(f.shopA.token)).toBe(version + 1);
    expect(await codesOf(f.shopA.token)).toEqual(LONDON_STORED);
    expect((await a().get('/export').expect(200)).body.postal_codes).toEqual(LONDON_STORED);
    expect((await snapshot(f.shopA.domain)).merchantPostalCodes()).toEqual(LONDON_STORED);
    const rows = await f.db.dataSource.getRepository(MerchantPostalCodeEntity).find({ where: { shopId: f.shopA.id } });
    expect(rows.map((r) => r.lookupKey).sort()).toEqual(['E16AN', 'EC1A1BB', 'SW1A1AA']);
    for (const r of rows) expect(r.lookupKey).toBe(compactPostalCode(r.postalCode));
  });

  it('PUT with the same codes answered by GET is accepted again as is', async () => {
    const listed = await codesOf(f.shopA.token);
    expect((await a().put('/postal-codes', { postal_codes: listed }).expect(200)).body.postal_codes).toEqual(listed);
  });

  it('replaces rather than merges, and [] removes every code', async () => {
    const one = [{ postal_code: 'N1 9GU', latitude: 51.5308, longitude: -0.1238 }];
    expect((await a().put('/postal-codes', { postal_codes: one }).expect(200)).body.postal_codes).toEqual([
      { ...one[0], country_code: null, place_name: null },
    ]);
    expect((await snapshot(f.shopA.domain)).merchantPostalCodes().map((c) => c.postal_code)).toEqual(['N1 9GU']);
    expect((await a().put('/postal-codes', { postal_codes: [] }).expect(200)).body).toEqual({ postal_codes: [] });
    expect(await codesOf(f.shopA.token)).toEqual([]);
    expect((await snapshot(f.shopA.domain)).merchantPostalCodes()).toEqual([]);
  });

  it('takes 50,000 entries', async () => {
    const many = Array.from({ length: 50_000 }, (_v, i) => ({
      postal_code: `M${String(i).padStart(5, '0')}`,
      latitude: (i % 180) - 89.5,
      longitude: (i % 360) - 179.5,
    }));
    const res = await a().put('/postal-codes', { postal_codes: many }).expect(200);
    expect(res.body.postal_codes).toHaveLength(50_000);
    expect(res.body.postal_codes[49_999]).toEqual({ ...many[49_999], country_code: null, place_name: null });
    expect((await snapshot(f.shopA.domain)).merchantPostalCodes()).toHaveLength(50_000);
    await a().put('/postal-codes', { postal_codes: LONDON }).expect(200);
  }, 60_000);

  describe('refuses bad bodies with 400 VALIDATION_FAILED naming the field, writing nothing', () => {
    let before: unknown;
    let version: number;
    beforeAll(async () => {
      await a().put('/postal-codes', { postal_codes: LONDON }).expect(200);
      before = await codesOf(f.shopA.token);
      version = await versionOf(f.shopA.token);
    });

    it.each(BAD)('%s', async (_name, body, field, rule) => {
      const res = await a().put('/postal-codes', body);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, rule })]));
      expect(res.body.detail).toContain(field);
    });

    it('lists every bad field of the body at once', async () => {
      const body = { postal_codes: [{ ...LONDON[0], latitude: -91 }, LONDON[1], { ...LONDON[2], longitude: 181, country_code: 'G' }] };
      const fields = (await a().put('/postal-codes', body).expect(400)).body.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['postal_codes[0].latitude', 'postal_codes[2].longitude', 'postal_codes[2].country_code']));
    });

    it('wrote nothing: same codes, same settings version, same read model', async () => {
      expect(await codesOf(f.shopA.token)).toEqual(before);
      expect(await versionOf(f.shopA.token)).toBe(version);
      expect((await snapshot(f.shopA.domain)).merchantPostalCodes()).toEqual(before);
    });
  });

  describe("one shop's token never reaches another shop's codes", () => {
    it("shows each token only its own shop's codes", async () => {
      await a().put('/postal-codes', { postal_codes: LONDON }).expect(200);
      expect(await codesOf(f.shopB.token)).toEqual(SAMPLE);
      expect(await codesOf(f.shopA.token)).toEqual(LONDON_STORED);
    });

    it("changes only its own shop's codes", async () => {
      const versionA = await versionOf(f.shopA.token);
      await b()
        .put('/postal-codes', { postal_codes: [{ postal_code: '10001', latitude: 40.7506, longitude: -73.9972, country_code: 'US' }] })
        .expect(200);
      expect(await codesOf(f.shopB.token)).toEqual([{ postal_code: '10001', latitude: 40.7506, longitude: -73.9972, country_code: 'US', place_name: null }]);
      expect(await codesOf(f.shopA.token)).toEqual(LONDON_STORED);
      expect(await versionOf(f.shopA.token)).toBe(versionA);
      expect((await snapshot(f.shopA.domain)).merchantPostalCodes()).toEqual(LONDON_STORED);
      expect((await snapshot(f.shopB.domain)).merchantPostalCodes().map((c) => c.postal_code)).toEqual(['10001']);
    });

    it('lets each shop use a code another shop also has (unique per shop only)', async () => {
      await b()
        .put('/postal-codes', { postal_codes: [{ postal_code: 'sw1a1aa', latitude: 1, longitude: 2 }] })
        .expect(200);
      expect((await snapshot(f.shopA.domain)).merchantPostalCodes().find((c) => c.postal_code === 'SW1A 1AA')).toMatchObject({
        latitude: 51.501,
        longitude: -0.1416,
      });
      expect(await codesOf(f.shopB.token)).toEqual([{ postal_code: 'sw1a1aa', latitude: 1, longitude: 2, country_code: null, place_name: null }]);
    });
  });

  it('is documented in the OpenAPI document, with the admin bearer token', async () => {
    const doc = (await http().get('/v1.0/openapi.json').expect(200)).body;
    const item = doc.paths['/admin/v1.0/postal-codes'];
    for (const method of ['get', 'put']) expect(item?.[method]?.security).toEqual([{ 'admin-token': [] }]);
    expect(item.put.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/MerchantPostalCodesDto');
    expect(Object.keys(doc.components.schemas.MerchantPostalCodeDto.properties).sort()).toEqual([
      'country_code',
      'latitude',
      'longitude',
      'place_name',
      'postal_code',
    ]);
  });
});
