import type { Page } from 'playwright-core';

/** What the guided "New location" flow is given (the console's `/locations/new`, apps/merchant-console/src/pages/new-location). */
export interface GuidedLocation {
  name: string;
  street: string;
  city: string;
  postalCode: string;
  /** Monday's hours, copied to Tuesday-Friday with "Copy Monday to weekdays" (the flow starts with Monday-Friday 09:00-17:00). */
  weekdays: { from: string; until: string };
  /** Saturday's hours (switched open; the flow starts with it closed), or null to leave it closed. */
  saturday: { from: string; until: string } | null;
  /** Slot length in minutes (the generator starts at 60: only typed when different) and orders per slot. */
  everyMinutes: number;
  limit: number;
  /** Days of preparation for every order (no cutoff). */
  preparationDays: number;
  /** A blackout date `YYYY-MM-DD`, chosen on the month calendar. */
  closedDate: string;
  /** Units per tracked variant id at the new location. */
  stock: Record<number, number>;
}

/** The demo storefront's cart (apps/storefront-widget/demo): 2 × sourdough 900101, 1 × croissants 900201. */
export const DEMO_CART = [
  { variant_id: 900101, product_id: 800101, quantity: 2 },
  { variant_id: 900201, product_id: 800201, quantity: 1 },
];

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** `date` (`YYYY-MM-DD`) plus `n` calendar days. */
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The API's weekday name of a date. */
export const weekdayOf = (date: string) => WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()];
/** The date (`YYYY-MM-DD`) of instant `now` in `zone`. */
export const dateIn = (zone: string, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * The task (issue 31): a pickup location in the Chicago-zoned demo bakery from ZIP
 * 10001 (New York), open Monday-Friday 08:00-18:00 and Saturday 09:00-13:00, hourly slots
 * of 4 orders, two days' preparation, stock of the demo cart's tracked sourdough, and a
 * blackout date on the first open day two days' preparation reaches (so the first date
 * offered is the next open day after it: `firstDate`), counted from `now` in New York.
 */
export function guidedTask(now = new Date()): GuidedLocation & { zone: string; firstDate: string; shopperCart: typeof DEMO_CART } {
  const zone = 'America/New_York';
  let closedDate = addDays(dateIn(zone, now), 2);
  while (weekdayOf(closedDate) === 'sunday') closedDate = addDays(closedDate, 1);
  let firstDate = addDays(closedDate, 1);
  while (weekdayOf(firstDate) === 'sunday') firstDate = addDays(firstDate, 1);
  return {
    name: 'Demo Bakery – Herald Square',
    street: '151 W 34th St',
    city: 'New York',
    postalCode: '10001',
    weekdays: { from: '08:00', until: '18:00' },
    saturday: { from: '09:00', until: '13:00' },
    everyMinutes: 60,
    limit: 4,
    preparationDays: 2,
    closedDate,
    stock: { 900101: 20 },
    zone,
    firstDate,
    shopperCart: DEMO_CART,
  };
}

/** {@link guidedTask} at the time this module loads (the benchmark's task). */
export const GUIDED_TASK = guidedTask();

/** Names of the flow's steps, in order, as `onStep` gets them. */
export const GUIDED_STEPS = ['address', 'methods', 'hours', 'slots', 'preparation', 'closed', 'products', 'review'] as const;

/**
 * Drives the console's guided "New location" flow on `page` (signed in, on any console
 * page: its origin is used) from `/locations/new` to "Create location", the way a merchant
 * would, and waits for the new location's page. Every fill, click, check and select counts
 * as one control touched; signing in is not counted.
 * @param onStep called on arrival at each step (e.g. to run axe-core); its actions are not counted
 * @returns the controls touched and the new location's id (from the address bar)
 * @throws Error (Playwright's) when a control is missing or the flow does not land on the location
 */
export async function createLocationGuided(
  page: Page,
  input: GuidedLocation,
  onStep: (step: (typeof GUIDED_STEPS)[number]) => Promise<void> = async () => undefined,
): Promise<{ controls: number; locationId: number }> {
  let controls = 0;
  const fill = async (label: string, value: string) => {
    controls++;
    await page.getByLabel(label, { exact: true }).fill(value);
  };
  const click = async (role: 'button' | 'switch' | 'radio', name: string) => {
    controls++;
    await page.getByRole(role, { name, exact: true }).click();
  };
  const next = () => click('button', 'Next');
  const arrive = async (step: (typeof GUIDED_STEPS)[number], n: number) => {
    await page.getByRole('heading', { name: new RegExp(`^Step ${n} of 8`) }).waitFor();
    await onStep(step);
  };

  await page.goto(`${new URL(page.url()).origin}/console/locations/new`);
  await arrive('address', 1);
  await fill('Name', input.name);
  await fill('Street address', input.street);
  await fill('City', input.city);
  await fill('Postal code', input.postalCode);
  await click('button', 'Look up');
  await page
    .getByRole('status')
    .filter({ hasText: /^Found / })
    .waitFor();
  await next();

  await arrive('methods', 2);
  await next();

  await arrive('hours', 3);
  await fill('Monday from', input.weekdays.from);
  await fill('Monday until', input.weekdays.until);
  await click('button', 'Copy Monday to weekdays');
  if (input.saturday) {
    await click('switch', 'Saturday open');
    await fill('Saturday from', input.saturday.from);
    await fill('Saturday until', input.saturday.until);
  }
  await next();

  await arrive('slots', 4);
  if (input.everyMinutes !== 60) await fill('Slot length (minutes)', String(input.everyMinutes));
  await fill('Orders per slot', String(input.limit));
  await click('button', 'Create slots');
  await page
    .getByRole('status')
    .filter({ hasText: /slots created/ })
    .waitFor();
  await next();

  await arrive('preparation', 5);
  await fill('Preparation time', String(input.preparationDays));
  if ((await page.getByLabel('Unit of the preparation time', { exact: true }).inputValue()) !== 'days') {
    controls++;
    await page.getByLabel('Unit of the preparation time', { exact: true }).selectOption('days');
  }
  if ((await page.getByLabel('Order cutoff (empty = none)', { exact: true }).inputValue()) !== '') await fill('Order cutoff (empty = none)', '');
  await next();

  await arrive('closed', 6);
  // The month calendar opens on the browser's current month; the date may be a later one.
  for (let i = 0; i < 12 && (await page.locator(`[data-date="${input.closedDate}"]`).count()) === 0; i++) {
    controls++;
    await page.getByRole('button', { name: /next month/i }).click();
  }
  controls++;
  await page.locator(`[data-date="${input.closedDate}"]`).click();
  await next();

  await arrive('products', 7);
  for (const [variant, units] of Object.entries(input.stock)) await fill(`Stock of variant ${variant} here`, String(units));
  await next();

  await arrive('review', 8);
  await click('button', 'Create location');
  await page.waitForURL(/\/console\/locations\/\d+$/, { timeout: 30_000 });
  const locationId = Number(/\/locations\/(\d+)$/.exec(page.url())?.[1]);
  return { controls, locationId };
}
