/**
 * The steps of the guided "New location" flow (pages/new-location/new-location.tsx), each
 * editing its part of the {@link Draft}; nothing is saved before the last step.
 */
import { Alert, Button, Group, List, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FulfilmentComponents, Weekday } from '@fulfil/api-client';
import { admin, ApiProblem } from '../../api';
import { HoursEditor } from '../../components/hours-editor';
import { MonthCalendar } from '../../components/month-calendar';
import { PreparationSentence, type PreparationDayRule } from '../../components/preparation-sentence';
import { SlotGenerator } from '../../components/slot-generator';
import type { WeekHours } from '../../components/slot-pattern';
import { TIME_ZONES } from '../../components/time-zone-field';
import { dateLabel, useLocale, useT, weekdayName, type Locale } from '../../i18n';
import { UNIT_WORDS, WEEKDAYS } from '../../weekdays';
import { listedProducts, ProductsAndStock, withExtras, type ShopProduct } from '../location-products';
import { followsShop, pickupHoursOf, slugOf, type Draft } from './draft';
import { FLOW_WORDS } from './messages';

type Geocode = FulfilmentComponents['schemas']['AdminGeocode'];

/** What every step gets: the draft and a way to change part of it. */
export interface StepProps {
  draft: Draft;
  update(patch: Partial<Draft>): void;
}

/** Step 1: name and address; "Look up" fills coordinates, region, country and the time zone from the postal code. */
export function AddressStep({ draft, update, shopZone }: StepProps & { shopZone: string }) {
  const t = useT(FLOW_WORDS);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const lookUp = async () => {
    const code = draft.postal_code.trim();
    setFound(null);
    setLookupError(null);
    if (!code) return setLookupError(t('typePostal'));
    setBusy(true);
    try {
      const g = await admin.get<Geocode>(`/geocode?q=${encodeURIComponent(code)}`);
      const zone = g.timezone ?? null;
      update({
        latitude: g.latitude,
        longitude: g.longitude,
        region: draft.region || g.region || '',
        country: g.country_code ?? draft.country,
        city: draft.city || g.place_name || '',
        ...(zone ? { timezone: zone, addressZone: zone } : { addressZone: null }),
      });
      setFound(
        t('found', {
          place: [g.postal_code, g.place_name, g.region, g.country_code].filter(Boolean).join(', '),
          lat: g.latitude.toFixed(4),
          lng: g.longitude.toFixed(4),
        }),
      );
    } catch (e) {
      setLookupError(e instanceof ApiProblem ? e.detail : String(e));
    } finally {
      setBusy(false);
    }
  };
  const text = (key: 'company_name' | 'address_line_1' | 'city' | 'region' | 'postal_code' | 'country', label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={draft[key]}
      onChange={(e) => {
        const v = e.currentTarget.value;
        update(key === 'company_name' && !draft.externalIdTyped ? { company_name: v, external_id: slugOf(v) } : { [key]: v });
      }}
      error={key === 'postal_code' ? lookupError : undefined}
    />
  );
  const zoneNote =
    draft.timezone === ''
      ? t('zoneShop', { zone: shopZone })
      : draft.addressZone === draft.timezone
        ? t('zoneFromAddress', { zone: draft.timezone })
        : undefined;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('company_name', t('name'), t('nameHint'))}
        <TextInput
          label={t('externalId')}
          description={t('externalIdHint')}
          value={draft.external_id}
          onChange={(e) => update({ external_id: e.currentTarget.value, externalIdTyped: true })}
        />
        {text('address_line_1', t('street'))}
        {text('city', t('city'))}
        {text('postal_code', t('postalCode'))}
        {text('region', t('region'))}
        {text('country', t('country'), t('countryHint'))}
      </SimpleGrid>
      <Group align="end">
        <Button variant="default" onClick={lookUp} loading={busy}>
          {t('lookUp')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('lookUpHint')}
        </Text>
      </Group>
      <Text size="sm" role="status">
        {found ?? ''}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label={t('latitude')} value={draft.latitude} onChange={(v) => update({ latitude: v === '' ? '' : Number(v) })} decimalScale={6} />
        <NumberInput label={t('longitude')} value={draft.longitude} onChange={(v) => update({ longitude: v === '' ? '' : Number(v) })} decimalScale={6} />
        <Select
          label={t('zone')}
          description={zoneNote}
          data={TIME_ZONES as string[]}
          value={draft.timezone || null}
          onChange={(v) => update({ timezone: v ?? '' })}
          searchable
          clearable
          limit={50}
          nothingFoundMessage="—"
          data-testid="zone"
        />
      </SimpleGrid>
      {draft.addressZone && draft.timezone && draft.timezone !== draft.addressZone && (
        <Alert color="yellow" variant="light">
          {t('zoneDiffers', { address: draft.addressZone, zone: draft.timezone })}
        </Alert>
      )}
    </Stack>
  );
}

/** Step 2: the methods (Pickup on by default, Local delivery off). */
export function MethodsStep({ draft, update }: StepProps) {
  const t = useT(FLOW_WORDS);
  return (
    <Stack>
      <Switch size="md" checked={draft.pickup} onChange={(e) => update({ pickup: e.currentTarget.checked })} label={t('pickup')} />
      <Switch
        size="md"
        checked={draft.delivery}
        onChange={(e) => update({ delivery: e.currentTarget.checked })}
        label={t('delivery')}
        description={draft.delivery ? t('deliveryLater') : undefined}
      />
      {!draft.pickup && !draft.delivery && (
        <Alert color="yellow" variant="light">
          {t('noMethod')}
        </Alert>
      )}
    </Stack>
  );
}

/** Step 3: opening hours, and pickup times (the opening hours unless set apart). */
export function HoursStep({ draft, update }: StepProps) {
  const t = useT(FLOW_WORDS);
  return (
    <Stack>
      <HoursEditor caption={t('openingHours')} value={draft.hours} onChange={(hours) => update({ hours })} />
      <Switch
        size="md"
        checked={draft.sameHours}
        onChange={(e) => update({ sameHours: e.currentTarget.checked, pickupHours: draft.hours })}
        label={t('sameHours')}
      />
      {!draft.sameHours && <HoursEditor caption={t('pickupHours')} value={draft.pickupHours} onChange={(pickupHours) => update({ pickupHours })} />}
    </Stack>
  );
}

/** The JSON key of the hours slots are created from. */
export const hoursKey = (h: WeekHours) => JSON.stringify(h);

/** Step 4: slots from a pattern in the pickup windows, editable per day. */
export function SlotsStep({ draft, update, recreated }: StepProps & { recreated: boolean }) {
  const t = useT(FLOW_WORDS);
  const hours = pickupHoursOf(draft);
  return (
    <Stack>
      <Text>{t('slotsLead')}</Text>
      {recreated && (
        <Alert color="blue" variant="light">
          {t('slotsAgain')}
        </Alert>
      )}
      <SlotGenerator hours={hours} value={draft.slots} onChange={(slots) => update({ slots, slotsFrom: hoursKey(hours) })} />
    </Stack>
  );
}

/** Step 5: preparation time as a sentence. */
export function PreparationStep({ draft, update }: StepProps) {
  const t = useT(FLOW_WORDS);
  return (
    <Stack>
      <Text>{t('preparationLead')}</Text>
      <PreparationSentence value={draft.preparation} onChange={(preparation) => update({ preparation })} />
      {followsShop(draft) && (
        <Text size="sm" c="dimmed">
          {t('prepShop')}
        </Text>
      )}
    </Stack>
  );
}

/** Step 6: blackout dates on the month calendar. */
export function ClosedStep({ draft, update }: StepProps) {
  const t = useT(FLOW_WORDS);
  return (
    <Stack>
      <Text>{t('closedLead')}</Text>
      <MonthCalendar value={draft.closedDates} onChange={(closedDates) => update({ closedDates })} label={t('closed')} chosenWord="closed" />
    </Stack>
  );
}

/** Step 7: products offered here and stock. */
export function ProductsStep({ draft, update, catalogue, otherLocations }: StepProps & { catalogue: ShopProduct[]; otherLocations: number }) {
  return (
    <ProductsAndStock
      catalogue={catalogue}
      value={draft.products}
      onChange={(products) => update({ products })}
      otherLocations={otherLocations}
      listedHere={() => false}
    />
  );
}

/**
 * The open days' hours as a list in `locale`, consecutive days with the same hours joined
 * ("Monday to Friday 08:00–18:00 and Saturday 09:00–13:00").
 */
function daysText(
  hours: WeekHours,
  locale: Locale,
  range: (v: { day: string; from: string; until: string }) => string,
  span: (v: { first: string; last: string }) => string,
): string {
  const runs: Weekday[][] = [];
  for (const d of WEEKDAYS) {
    if (!hours[d].open) continue;
    const run = runs[runs.length - 1];
    const prev = run?.[run.length - 1];
    const adjacent = prev !== undefined && WEEKDAYS.indexOf(prev) === WEEKDAYS.indexOf(d) - 1;
    if (run && adjacent && hours[prev].from === hours[d].from && hours[prev].until === hours[d].until) run.push(d);
    else runs.push([d]);
  }
  // Mid-sentence, French writes weekdays in lower case; English and German capitalise them.
  const name = (d: Weekday) => (locale === 'fr' ? weekdayName(d, locale).toLocaleLowerCase('fr') : weekdayName(d, locale));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    runs.map((run) => {
      const [first, last] = [run[0], run[run.length - 1]];
      const day = run.length === 1 ? name(first) : span({ first: name(first), last: name(last) });
      return range({ day, from: hours[first].from, until: hours[first].until });
    }),
  );
}

/** Step 8: the draft in sentences. */
export function ReviewStep({ draft, shopZone, catalogue }: { draft: Draft; shopZone: string; catalogue: ShopProduct[] }) {
  const t = useT(FLOW_WORDS);
  const units = useT(UNIT_WORDS);
  const { locale } = useLocale();
  const range = (v: { day: string; from: string; until: string }) => t('dayRange', v);
  const span = (v: { first: string; last: string }) => t('daySpan', v);
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const amount = (a: PreparationDayRule['before']) => `${a.value} ${units(a.format)}`;
  const methods = [draft.pickup && t('pickup').toLocaleLowerCase(locale), draft.delivery && t('delivery').toLocaleLowerCase(locale)].filter(
    (m): m is string => !!m,
  );
  const anyOpen = WEEKDAYS.some((d) => draft.hours[d].open);
  const limits = [...new Set(draft.slots.map((s) => (s.limited ? t('sumLimit', { n: s.limit }) : t('sumNoLimit'))))];
  const rules = WEEKDAYS.map((d) => draft.preparation[d]);
  const monday = rules[0];
  const uniform = rules.every((r) => JSON.stringify(r) === JSON.stringify(monday));
  const prep = followsShop(draft)
    ? t('sumPrepShop')
    : !draft.preparation.enabled || !monday
      ? t('sumPrepNone')
      : !uniform
        ? t('sumPrepEach')
        : monday.breakpoint.enabled
          ? t('sumPrepCutoff', { amount: amount(monday.before), cutoff: monday.breakpoint.value, after: amount(monday.after) })
          : t('sumPrep', { amount: amount(monday.before) });
  const listed = listedProducts(catalogue);
  const stock = withExtras(catalogue, draft.products).flatMap((p) =>
    p.variants.flatMap((v) => {
      const n = draft.products.stock[v.variant_id];
      return typeof n === 'number' ? [t('unitsOf', { units: n, variant: v.variant_id })] : [];
    }),
  );
  const sentences = [
    t('sumAddress', { name: draft.company_name, street: draft.address_line_1, postal: draft.postal_code, city: draft.city, country: draft.country }),
    draft.timezone ? t('sumZone', { zone: draft.timezone }) : t('sumZoneShop', { zone: shopZone }),
    methods.length ? t('sumMethods', { methods: list(methods) }) : t('sumNoMethod'),
    anyOpen ? t('sumHours', { days: daysText(draft.hours, locale, range, span) }) : t('sumClosedAll'),
    ...(draft.sameHours ? [] : [t('sumPickupHours', { days: daysText(draft.pickupHours, locale, range, span) })]),
    draft.slots.length ? t('sumSlots', { count: draft.slots.length, limits: list(limits) }) : t('sumNoSlots'),
    prep,
    draft.closedDates.length ? t('sumClosed', { dates: list(draft.closedDates.map((d) => dateLabel(d, locale))) }) : t('sumNoClosed'),
    ...(listed.length
      ? [draft.products.mode === 'all' ? t('sumAll', { n: listed.length }) : t('sumChosen', { n: draft.products.offered.length, total: listed.length })]
      : []),
    ...(stock.length ? [t('sumStock', { list: list(stock) })] : catalogue.some((p) => p.variants.some((v) => v.tracked)) ? [t('sumNoStock')] : []),
  ];
  return (
    <List spacing={4} data-testid="review">
      {sentences.map((s) => (
        <List.Item key={s}>{s}</List.Item>
      ))}
    </List>
  );
}
