/**
 * The throughput table of the platform benchmark: the anchors (raw node:http, the stock
 * bare NestJS route of each method) and every read endpoint shoppers reach on both
 * storefront apps, plus the website forms, all in one run on one database engine. Each
 * scenario runs `rounds` times (the median by req/s is kept) after a warm-up.
 */
import { printResults, runScenario, Scenario, ScenarioResult, startBareApp } from '../lib';
import type { CpuPinning } from '../lib/cpu';
import { productionNodeFlags, ServerProcess, startBuiltApp, startRawHttp } from '../lib/servers';

/** Shoppers' pickup searches, sent in turn: ZIP codes, two "lat,lng" points and two place names. */
const GEO_QUERIES = ['10001', '02115', '19104', '30303', '33101', '60614', '75201', '77002', '80202', '85004', '94103', '98101', '41.8781,-87.6298', 'Denver'];

/** The bare NestJS anchor's flags: the young generation the apps run with (their own flags: `productionNodeFlags`). */
const V8_FLAGS = ['--max-semi-space-size=64'];

/**
 * `BENCH_ONLY=<regex>`: only the scenarios whose name matches run (the anchors always run;
 * every app still starts, for its scenarios' set-up requests); unset = every scenario.
 */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const selected = (name: string) => !ONLY || ONLY.test(name);

/** Options of {@link throughputTable}. */
export interface ThroughputOptions {
  label: string;
  storeUrl: string;
  formsUrl: string;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  connections: number;
  pin: CpuPinning | null;
}

/** One row of the summary. */
export interface ThroughputRow {
  result: ScenarioResult;
  method: 'GET' | 'POST';
  /** The row is an anchor (no ratio target). */
  anchor?: boolean;
}

async function median(scenario: Scenario, options: ThroughputOptions): Promise<ScenarioResult> {
  const runs: ScenarioResult[] = [];
  for (let i = 0; i < options.rounds; i++)
    runs.push(
      await runScenario(scenario, { durationSeconds: options.seconds, warmupSeconds: i === 0 ? options.warmupSeconds : 0, connections: options.connections }),
    );
  return runs.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[runs.length >> 1];
}

async function json(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The first date a calendar response offers (`YYYY-MM-DD`). */
function firstDate(calendar: Record<string, unknown>): string {
  const match = /"(?:minDate|min_date)":"(\d{4}-\d{2}-\d{2})/.exec(JSON.stringify(calendar)) ?? /(\d{4}-\d{2}-\d{2})/.exec(JSON.stringify(calendar));
  if (!match) throw new Error(`no date in ${JSON.stringify(calendar).slice(0, 200)}`);
  return match[1];
}

/** The scenarios of fulfilment-api (demo-bakery, demo-london, and the 10,000-location demo-large for the geo search). */
async function fulfilmentScenarios(url: string): Promise<{ scenario: Scenario; method: 'GET' | 'POST' }[]> {
  const A = `${url}/v1.0`;
  const bakery = 'shop=demo-bakery.myshopify.com';
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  const locations = (await json(`${A}/pickup/locations?${bakery}&limit=1`, { ...post, body: '{}' })) as { locations: { id: number }[] };
  const id = locations.locations[0].id;
  const pickupDate = firstDate(await json(`${A}/pickup/locations/${id}/calendar?${bakery}`, { ...post, body: '{"shoppingCart":[]}' }));
  // The nearest delivery location (one object).
  const deliveryId = ((await json(`${A}/delivery/locations?${bakery}`, { ...post, body: '{"geoSearchQuery":"10001"}' })) as { id: number }).id;
  const deliveryDate = firstDate(await json(`${A}/delivery/locations/${deliveryId}/calendar?${bakery}`, { ...post, body: '{"shoppingCart":[]}' }));
  const large = 'shop=demo-large.myshopify.com';
  return [
    { method: 'GET', scenario: { name: 'fulfilment: settings', url: `${A}/settings?${bakery}` } },
    {
      method: 'POST',
      scenario: {
        name: 'fulfilment: pickup locations, geo, 20/page, 10k shop',
        url: `${A}/pickup/locations?${large}&limit=20`,
        ...post,
        bodies: GEO_QUERIES.map((q) => JSON.stringify({ geoSearchQuery: q })),
      },
    },
    {
      method: 'POST',
      scenario: {
        // A point in the contiguous United States that no earlier request asked for: the remembered pages never answer, this is the search's own work.
        name: 'fulfilment: pickup locations, geo, 20/page, 10k shop, a new point each request',
        url: `${A}/pickup/locations?${large}&limit=20`,
        ...post,
        makeBody: () => JSON.stringify({ geoSearchQuery: `${(30 + Math.random() * 17).toFixed(5)},${(-120 + Math.random() * 45).toFixed(5)}` }),
      },
    },
    {
      method: 'POST',
      scenario: { name: 'fulfilment: pickup calendar', url: `${A}/pickup/locations/${id}/calendar?${bakery}`, ...post, body: '{"shoppingCart":[]}' },
    },
    { method: 'GET', scenario: { name: 'fulfilment: pickup times of a date', url: `${A}/pickup/locations/${id}/calendar/${pickupDate}?${bakery}` } },
    {
      method: 'POST',
      scenario: { name: 'fulfilment: delivery locations, geo', url: `${A}/delivery/locations?${bakery}`, ...post, body: '{"geoSearchQuery":"10001"}' },
    },
    {
      method: 'POST',
      scenario: {
        name: 'fulfilment: delivery calendar',
        url: `${A}/delivery/locations/${deliveryId}/calendar?${bakery}`,
        ...post,
        body: '{"shoppingCart":[]}',
      },
    },
    {
      method: 'GET',
      scenario: { name: 'fulfilment: delivery times of a date', url: `${A}/delivery/locations/${deliveryId}/calendar/${deliveryDate}?${bakery}` },
    },
    { method: 'GET', scenario: { name: 'fulfilment: shipping calendar', url: `${A}/shipping/calendar?${bakery}` } },
    { method: 'GET', scenario: { name: 'fulfilment: preparation times', url: `${A}/pickup/location/${id}/preparation_times?${bakery}` } },
    {
      method: 'POST',
      scenario: {
        name: 'fulfilment: conditional activation',
        url: `${A}/shipping/conditional_activation?${bakery}`,
        ...post,
        body: JSON.stringify({
          shoppingCart: {
            original_total_price: 5200,
            total_weight: 3000,
            items: [{ collections: 'cakes', vendor: 'Demo Bakery', product_type: 'Fresh Cakes', tags: 'cake' }],
          },
        }),
      },
    },
  ];
}

/** The scenarios of widget-api (demo-eats). */
async function widgetScenarios(url: string): Promise<{ scenario: Scenario; method: 'GET' | 'POST' }[]> {
  const shop = 'shop=demo-eats.myshopify.com';
  const settings = (await json(`${url}/settings?${shop}`)) as { pickup_restaurants: { id: number }[] };
  const restaurant = settings.pickup_restaurants[0].id;
  const menus = (await json(`${url}/restaurant/${restaurant}/menus?${shop}`)) as { menus: { handle: string }[] };
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  return [
    { method: 'GET', scenario: { name: 'widget: GET /settings', url: `${url}/settings?${shop}` } },
    { method: 'GET', scenario: { name: 'widget: GET restaurant menus', url: `${url}/restaurant/${restaurant}/menus?${shop}` } },
    { method: 'GET', scenario: { name: 'widget: GET restaurant menu', url: `${url}/restaurant/${restaurant}/menu/${menus.menus[0].handle}?${shop}` } },
    {
      method: 'POST',
      scenario: { name: 'widget: POST /product-options', url: `${url}/product-options?${shop}`, ...post, body: '{"product_ids":[700201,700401]}' },
    },
    {
      method: 'POST',
      scenario: {
        name: 'widget: POST /search',
        url: `${url}/search?${shop}`,
        ...post,
        bodies: ['{"query":"60611","method":"delivery"}', '{"query":"41.8827,-87.6233","method":"pickup"}', '{"query":"Chicago","method":"pickup"}'],
      },
    },
    {
      method: 'POST',
      scenario: {
        // A point around Chicago that no earlier request asked for: no remembered query answers, this is the search's own work.
        name: 'widget: POST /search, a new point each request',
        url: `${url}/search?${shop}`,
        ...post,
        makeBody: () => JSON.stringify({ query: `${(41.7 + Math.random() * 0.4).toFixed(5)},${(-87.9 + Math.random() * 0.4).toFixed(5)}`, method: 'pickup' }),
      },
    },
  ];
}

/** The scenarios of website-api (the forms; unique e-mail addresses and messages per request). */
async function websiteScenarios(url: string): Promise<{ scenario: Scenario; method: 'GET' | 'POST' }[]> {
  const form = { method: 'POST' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  return [
    {
      method: 'POST',
      scenario: { name: 'website: POST newsletter-signup', url: `${url}/api/v1/newsletter-signup`, ...form, body: 'email=bench-[<id>]%40example.com' },
    },
    {
      method: 'POST',
      scenario: {
        name: 'website: POST contact-form',
        url: `${url}/api/v1/contact-form`,
        ...form,
        body: 'email=bench%40example.com&firstName=Ben&lastName=Chmark&helpWith=Delivery&message=Where+is+my+order+[<id>]&captchaToken=test-pass&captchaAction=contact_form_submit',
      },
    },
  ];
}

/**
 * Measures every scenario on one engine and prints its table; returns the rows with the
 * anchors' results for the summary.
 */
export async function throughputTable(
  options: ThroughputOptions,
): Promise<{ rows: ThroughputRow[]; raw: ScenarioResult; bare: Record<'GET' | 'POST', ScenarioResult> }> {
  const cpu = options.pin?.serverCpu;
  const servers: ServerProcess[] = [];
  const bareApp = await startBareApp({ nodeFlags: V8_FLAGS, cpu });
  try {
    const raw = await startRawHttp({ cpu });
    servers.push(raw);
    const anchors = {
      raw: await median({ name: 'raw node:http, constant JSON', url: `${raw.url}/` }, options),
      GET: await median({ name: 'stock bare NestJS GET', url: `${bareApp.url}/bare` }, options),
      POST: await median(
        { name: 'stock bare NestJS POST', url: `${bareApp.url}/bare`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x":1}' },
        options,
      ),
    };
    await raw.stop();
    const rows: ThroughputRow[] = [
      { result: anchors.raw, method: 'GET', anchor: true },
      { result: anchors.GET, method: 'GET', anchor: true },
      { result: anchors.POST, method: 'POST', anchor: true },
    ];
    const appEnv = { DATABASE_URL: options.storeUrl };
    // The website forms: the local helpdesk (no HubSpot token) and the bot check's test mode: the forms' own work, no upstream.
    const websiteEnv = {
      DATABASE_URL: options.formsUrl,
      NODE_ENV: 'development',
      CAPTCHA_MODE: 'test',
      RATE_LIMIT: '1000000000',
      ENQUIRY_RETRY_INTERVAL_MS: '0',
    };
    const apps: [string, Record<string, string>, (url: string) => Promise<{ scenario: Scenario; method: 'GET' | 'POST' }[]>][] = [
      ['fulfilment-api', appEnv, fulfilmentScenarios],
      ['widget-api', appEnv, widgetScenarios],
      ['website-api', websiteEnv, websiteScenarios],
    ];
    for (const [name, env, scenarios] of apps) {
      // As deployed: the flags of the app's Dockerfile (the storefront apps' heap limit included).
      const app = await startBuiltApp(name, env, { cpu, nodeFlags: productionNodeFlags(name) });
      servers.push(app);
      for (const { scenario, method } of (await scenarios(app.url)).filter((s) => selected(s.scenario.name)))
        rows.push({ result: await median(scenario, options), method });
      await app.stop();
    }
    printResults(
      rows.map((r) => r.result),
      {
        baseline: anchors.raw.name,
        title: `[${options.label}] throughput, ${options.connections} connections, ${options.seconds} s x ${options.rounds} round(s) (median), ratio to raw node:http`,
      },
    );
    return { rows, raw: anchors.raw, bare: { GET: anchors.GET, POST: anchors.POST } };
  } finally {
    for (const server of servers) await server.stop();
    await bareApp.close();
  }
}
