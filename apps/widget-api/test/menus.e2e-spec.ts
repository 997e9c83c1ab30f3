import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { createWidgetApp, eatsIds, EatsIds, seedEats, SHOP, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

type Item = { id: number; name: string; available: boolean; option_groups: { name: string }[] };
const items = (body: { categories: { items: Item[] }[] }): Item[] => body.categories.flatMap((c) => c.items);

describeEachEngine('menus and product options', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let ids: EatsIds;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    await seedEats(db);
    app = await createWidgetApp(widgetConfig(db.url));
    ids = await eatsIds(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  describe('GET /restaurant/{restaurant}/menu/{menu}', () => {
    it('returns the menu with windows, categories, items in minor units and option groups', async () => {
      const res = await http()
        .get(`/restaurant/${ids.restaurant('midtown')}/menu/lunch`)
        .query({ shop: SHOP })
        .expect(200);
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        restaurant_id: ids.restaurant('midtown'),
        handle: 'lunch',
        name: 'Lunch',
        timezone: 'America/New_York',
        currency_code: 'USD',
        availability: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], from: '11:00', until: '15:00' }],
      });
      expect(res.body.categories.map((c: { name: string }) => c.name)).toEqual(['Mains', 'Drinks and soups']);
      const burger = res.body.categories[0].items[0];
      expect(burger).toMatchObject({
        id: ids.item('midtown/lunch/Burger'),
        product_id: 1001,
        variant_id: 10010,
        name: 'Burger',
        description: 'Beef, brioche',
        price: 1250,
        image_url: 'https://cdn.example.com/burger.jpg',
      });
      expect(burger.option_groups.map((g: { name: string }) => g.name)).toEqual(['Doneness', 'Extras']);
      expect(burger.option_groups[1]).toMatchObject({ product_id: 1001, required: false, min_selections: 0, max_selections: 2 });
      expect(burger.option_groups[1].options).toEqual([
        { id: ids.option('1001/Extras/Cheese'), name: 'Cheese', price_delta: 100, available: true },
        { id: ids.option('1001/Extras/Bacon'), name: 'Bacon', price_delta: 200, available: true },
        { id: ids.option('1001/Extras/Avocado'), name: 'Avocado', price_delta: 150, available: false },
      ]);
    });

    it('evaluates availability at the same instant in each restaurant’s zone (16:00 New York, 13:00 San Francisco)', async () => {
      const nyLunch = await http()
        .get(`/restaurant/${ids.restaurant('midtown')}/menu/lunch`)
        .query({ shop: SHOP })
        .expect(200);
      expect(nyLunch.body.available_now).toBe(false);
      expect(items(nyLunch.body).every((i) => !i.available)).toBe(true);
      const sfLunch = await http()
        .get(`/restaurant/${ids.restaurant('mission')}/menu/lunch`)
        .query({ shop: SHOP })
        .expect(200);
      expect(sfLunch.body).toMatchObject({ available_now: true, timezone: 'America/Los_Angeles' });
      expect(items(sfLunch.body).every((i) => i.available)).toBe(true);
      const nyDinner = await http()
        .get(`/restaurant/${ids.restaurant('midtown')}/menu/dinner`)
        .query({ shop: SHOP })
        .expect(200);
      expect(nyDinner.body.available_now).toBe(false);
      const allDay = await http()
        .get(`/restaurant/${ids.restaurant('brooklyn')}/menu/all-day`)
        .query({ shop: SHOP })
        .expect(200);
      expect(allDay.body).toMatchObject({ available_now: true, availability: [] });
    });

    it('flips with the clock: at 11:30 New York lunch is served and San Francisco (08:30) is not; a sold-out item stays unavailable', async () => {
      const morning = await createWidgetApp(widgetConfig(db.url, { CLOCK_NOW: '2026-03-10T15:30:00Z' }));
      try {
        const ny = await request(morning.getHttpServer())
          .get(`/restaurant/${ids.restaurant('midtown')}/menu/lunch`)
          .query({ shop: SHOP })
          .expect(200);
        expect(ny.body.available_now).toBe(true);
        expect(items(ny.body).map((i) => [i.name, i.available])).toEqual([
          ['Burger', true],
          ['Salad', true],
          ['Soda', true],
          ['Soup of the day', false],
        ]);
        const sf = await request(morning.getHttpServer())
          .get(`/restaurant/${ids.restaurant('mission')}/menu/lunch`)
          .query({ shop: SHOP })
          .expect(200);
        expect(sf.body.available_now).toBe(false);
        // The until bound is exclusive: 15:00 New York is after lunch.
        const closing = await createWidgetApp(widgetConfig(db.url, { CLOCK_NOW: '2026-03-10T19:00:00Z' }));
        try {
          const at3 = await request(closing.getHttpServer())
            .get(`/restaurant/${ids.restaurant('midtown')}/menu/lunch`)
            .query({ shop: SHOP })
            .expect(200);
          expect(at3.body.available_now).toBe(false);
        } finally {
          await closing.close();
        }
      } finally {
        await morning.close();
      }
    });

    it('finds a menu by id as well as by handle, and lists a restaurant’s menus', async () => {
      const byHandle = await http()
        .get(`/restaurant/${ids.restaurant('mission')}/menu/dinner`)
        .query({ shop: SHOP })
        .expect(200);
      const byId = await http()
        .get(`/restaurant/${ids.restaurant('mission')}/menu/${byHandle.body.id}`)
        .query({ shop: SHOP })
        .expect(200);
      expect(byId.body).toEqual(byHandle.body);
      const list = await http()
        .get(`/restaurant/${ids.restaurant('midtown')}/menus`)
        .query({ shop: SHOP })
        .expect(200);
      expect(list.body).toMatchObject({ restaurant_id: ids.restaurant('midtown'), timezone: 'America/New_York' });
      expect(list.body.menus.map((m: { handle: string; available_now: boolean }) => [m.handle, m.available_now])).toEqual([
        ['lunch', false],
        ['dinner', false],
      ]);
    });

    it.each([
      ['abc', 'lunch', 400, 'VALIDATION_FAILED'],
      ['0', 'lunch', 400, 'VALIDATION_FAILED'],
      ['99999999999', 'lunch', 400, 'VALIDATION_FAILED'],
      ['1', 'Lunch!', 400, 'VALIDATION_FAILED'],
      ['999999', 'lunch', 404, 'RESTAURANT_NOT_FOUND'],
    ])('answers restaurant %s menu %s with %i %s', async (restaurant, menu, status, code) => {
      const res = await http()
        .get(`/restaurant/${restaurant}/menu/${encodeURIComponent(menu)}`)
        .query({ shop: SHOP })
        .expect(status);
      expect(res.body.code).toBe(code);
    });

    it('reads the restaurant id from decimal digits only, on menus, menu and slots (0x21 and 3.3e1 were read as 33)', async () => {
      const id = ids.restaurant('midtown');
      await http().get(`/restaurant/${id}/menus`).query({ shop: SHOP }).expect(200);
      const spellings = [
        `0x${id.toString(16)}`,
        `${id}e0`,
        `${id / 10}e1`,
        `${id}.0`,
        `+${id}`,
        `%20${id}`,
        `0b${id.toString(2)}`,
        '-1',
        '%00',
        '9'.repeat(400),
      ];
      for (const path of ['menus', 'menu/lunch', 'slots?method=pickup&date=2026-03-12']) {
        for (const restaurant of spellings) {
          const res = await http().get(`/restaurant/${restaurant}/${path}${path.includes('?') ? '&' : '?'}shop=${SHOP}`);
          expect([restaurant, path, res.status, res.body.code, res.body.errors?.[0]?.field]).toEqual([
            restaurant,
            path,
            400,
            'VALIDATION_FAILED',
            'restaurant',
          ]);
        }
      }
    });

    it('does not serve locations outside the widget, unknown menus, or another restaurant’s menu', async () => {
      expect(
        (
          await http()
            .get(`/restaurant/${ids.restaurant('warehouse')}/menu/lunch`)
            .query({ shop: SHOP })
            .expect(404)
        ).body.code,
      ).toBe('RESTAURANT_NOT_FOUND');
      expect(
        (
          await http()
            .get(`/restaurant/${ids.restaurant('midtown')}/menu/breakfast`)
            .query({ shop: SHOP })
            .expect(404)
        ).body.code,
      ).toBe('MENU_NOT_FOUND');
      const sfDinner = await http()
        .get(`/restaurant/${ids.restaurant('mission')}/menu/dinner`)
        .query({ shop: SHOP })
        .expect(200);
      expect(
        (
          await http()
            .get(`/restaurant/${ids.restaurant('midtown')}/menu/${sfDinner.body.id}`)
            .query({ shop: SHOP })
            .expect(404)
        ).body.code,
      ).toBe('MENU_NOT_FOUND');
      expect(
        (
          await http()
            .get(`/restaurant/${ids.restaurant('midtown')}/menus`)
            .query({ shop: 'nobody.myshopify.com' })
            .expect(404)
        ).body.code,
      ).toBe('SHOP_NOT_FOUND');
      expect(
        (
          await http()
            .get(`/restaurant/${ids.restaurant('midtown')}/menu/lunch`)
            .expect(400)
        ).body.code,
      ).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST /product-options', () => {
    it('returns the option groups and options of each product, once, in request order', async () => {
      const res = await http()
        .post('/product-options')
        .query({ shop: SHOP })
        .send({ product_ids: [1005, 1001, 1003, 1001] })
        .expect(200);
      expect(res.body.currency_code).toBe('USD');
      expect(res.body.products.map((p: { product_id: number }) => p.product_id)).toEqual([1005, 1001, 1003]);
      const [steak, burger, soda] = res.body.products;
      expect(steak.option_groups).toEqual([
        {
          id: expect.any(Number),
          product_id: 1005,
          name: 'Sides',
          required: true,
          min_selections: 2,
          max_selections: 2,
          options: ['Fries', 'Mash', 'Greens', 'Corn'].map((name) => ({ id: ids.option(`1005/Sides/${name}`), name, price_delta: 0, available: true })),
        },
      ]);
      expect(burger.option_groups.map((g: { name: string; required: boolean }) => [g.name, g.required])).toEqual([
        ['Doneness', true],
        ['Extras', false],
      ]);
      expect(soda.option_groups).toEqual([]);
    });

    it.each([
      ['no body', undefined],
      ['an empty list', { product_ids: [] }],
      ['a string id', { product_ids: ['1001'] }],
      ['a fractional id', { product_ids: [1.5] }],
      ['a negative id', { product_ids: [-1] }],
      ['too many ids', { product_ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ['an unknown field', { product_ids: [1001], extra: true }],
      ['an array body', [1001]],
      ['a null list', { product_ids: null }],
    ])('answers %s with 400 VALIDATION_FAILED', async (_label, body) => {
      const req = http().post('/product-options').query({ shop: SHOP });
      const res = await (body === undefined ? req : req.send(body as object)).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers an unknown shop with 404', async () => {
      expect(
        (
          await http()
            .post('/product-options')
            .query({ shop: 'nobody.myshopify.com' })
            .send({ product_ids: [1] })
            .expect(404)
        ).body.code,
      ).toBe('SHOP_NOT_FOUND');
    });
  });
});
