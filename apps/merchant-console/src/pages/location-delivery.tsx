import { Accordion, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FulfilmentComponents, Weekday } from '@fulfil/api-client';
import { DateListField } from '../components/month-calendar';
import { PreparationSentence, type GeneralPreparation, type PreparationDayRule } from '../components/preparation-sentence';
import { BlockForm } from '../components/save';
import { SlotRows } from '../components/slots';
import { ListField, NumberField, SelectField, SwitchField } from '../forms';
import { defineMessages, useLocale, useT, weekdayName } from '../i18n';
import { WEEKDAYS } from '../weekdays';

type Schemas = FulfilmentComponents['schemas'];
/** The delivery settings block (`GET`/`PUT /locations/:id/delivery-settings`). */
type Delivery = Schemas['AdminDeliveryBody'];
type DeliveryDay = Schemas['StoreDeliveryDay'];
/** The form: every weekday present, and which of them deliver (`open`). */
type DeliveryForm = Omit<Delivery, Weekday> & Record<Weekday, DeliveryDay> & { open: Record<Weekday, boolean> };

const messages = defineMessages({
  en: {
    title: 'Delivery',
    area: 'Where it delivers',
    radius: 'Delivery radius',
    radiusHint: 'In the shop’s distance unit; used when the shop checks addresses by distance (Shop settings).',
    postalCodes: 'Delivery postal codes',
    postalCodesHint: 'Used when the shop checks addresses by postal code. Press Enter or a comma after each.',
    matchMode: 'How postal codes match',
    exact: 'Exactly',
    prefix: 'Starts with',
    pattern: 'Pattern (* = any one character)',
    cities: 'Cities',
    citiesHint: 'Used when the shop checks addresses by city.',
    days: 'Delivery days',
    delivers: 'Delivers',
    closed: 'No delivery',
    withSlots: '{n} slots',
    deliversOn: 'Delivers on {day}',
    slotsOn: 'Shopper picks a slot',
    slotsOnHint: 'Off: the shopper picks a date only.',
    dayClosed: 'Blackout dates on {day} only',
    dayClosedHint: 'Dates like 2026-12-28; press Enter after each.',
    preparation: 'Preparation time',
    preparationHint: 'How long orders take before they can be delivered, by the day they are placed.',
    closedCard: 'Blackout dates',
    allowList: 'Only these dates (allow-list mode)',
    closedDates: 'Blackout dates for delivery',
    allowedDates: 'Allowed delivery dates',
  },
  fr: {
    title: 'Livraison',
    area: 'Zone de livraison',
    radius: 'Rayon de livraison',
    radiusHint: "Dans l'unité de distance de la boutique ; utilisé quand la boutique vérifie les adresses par distance (Réglages de la boutique).",
    postalCodes: 'Codes postaux livrés',
    postalCodesHint: 'Utilisés quand la boutique vérifie les adresses par code postal. Appuyez sur Entrée ou une virgule après chacun.',
    matchMode: 'Correspondance des codes postaux',
    exact: 'Exacte',
    prefix: 'Commence par',
    pattern: 'Modèle (* = un caractère quelconque)',
    cities: 'Villes',
    citiesHint: 'Utilisées quand la boutique vérifie les adresses par ville.',
    days: 'Jours de livraison',
    delivers: 'Livre',
    closed: 'Pas de livraison',
    withSlots: '{n} créneaux',
    deliversOn: 'Livre le {day}',
    slotsOn: 'Le client choisit un créneau',
    slotsOnHint: 'Désactivé : le client choisit seulement une date.',
    dayClosed: 'Jours de fermeture le {day} uniquement',
    dayClosedHint: 'Des dates comme 2026-12-28 ; appuyez sur Entrée après chacune.',
    preparation: 'Temps de préparation',
    preparationHint: 'Le temps nécessaire avant de pouvoir livrer, selon le jour de la commande.',
    closedCard: 'Jours de fermeture',
    allowList: 'Uniquement ces dates (liste autorisée)',
    closedDates: 'Jours de fermeture pour la livraison',
    allowedDates: 'Dates de livraison autorisées',
  },
  de: {
    title: 'Lieferung',
    area: 'Liefergebiet',
    radius: 'Lieferradius',
    radiusHint: 'In der Entfernungseinheit des Shops; gilt, wenn der Shop Adressen nach Entfernung prüft (Shop-Einstellungen).',
    postalCodes: 'Beliefernde Postleitzahlen',
    postalCodesHint: 'Gilt, wenn der Shop Adressen nach Postleitzahl prüft. Nach jeder Eingabe Enter oder ein Komma.',
    matchMode: 'Abgleich der Postleitzahlen',
    exact: 'Genau',
    prefix: 'Beginnt mit',
    pattern: 'Muster (* = ein beliebiges Zeichen)',
    cities: 'Orte',
    citiesHint: 'Gilt, wenn der Shop Adressen nach Ort prüft.',
    days: 'Liefertage',
    delivers: 'Liefert',
    closed: 'Keine Lieferung',
    withSlots: '{n} Zeitfenster',
    deliversOn: 'Liefert am {day}',
    slotsOn: 'Kunde wählt ein Zeitfenster',
    slotsOnHint: 'Aus: Der Kunde wählt nur ein Datum.',
    dayClosed: 'Schließtage nur am {day}',
    dayClosedHint: 'Daten wie 2026-12-28; nach jedem Enter drücken.',
    preparation: 'Vorbereitungszeit',
    preparationHint: 'Wie lange Bestellungen brauchen, bevor sie geliefert werden können, nach dem Bestelltag.',
    closedCard: 'Schließtage',
    allowList: 'Nur diese Daten (Positivliste)',
    closedDates: 'Schließtage für die Lieferung',
    allowedDates: 'Erlaubte Liefertage',
  },
});

const EMPTY_DAY: DeliveryDay = {
  blackout_dates: [],
  breakpoint: '12:00',
  useBreakpoint: false,
  before: { format: 'days', value: 0 },
  after: { format: 'days', value: 0 },
  slots: { enabled: false, slots: [] },
};

function toForm(d: Delivery): DeliveryForm {
  const days = Object.fromEntries(WEEKDAYS.map((w) => [w, d[w] ?? structuredClone(EMPTY_DAY)])) as Record<Weekday, DeliveryDay>;
  return { ...d, ...days, open: Object.fromEntries(WEEKDAYS.map((w) => [w, !!d[w]])) as Record<Weekday, boolean> };
}

function toBody({ open, ...d }: DeliveryForm): Delivery {
  const out: Delivery = { ...d };
  for (const w of WEEKDAYS) if (!open[w]) delete out[w];
  return out;
}

/**
 * The delivering days' preparation as one sentence (components/preparation-sentence.tsx):
 * a delivery day's `useBreakpoint`/`breakpoint`/`before`/`after` read and written as the
 * general rule's `breakpoint.enabled`/`breakpoint.value`/`before`/`after` of that weekday.
 */
function DeliveryPreparation() {
  const { setValue } = useFormContext();
  const values = useWatch() as DeliveryForm;
  const value: GeneralPreparation = {
    enabled: true,
    ...Object.fromEntries(
      WEEKDAYS.filter((w) => values.open?.[w]).map((w): [Weekday, PreparationDayRule] => [
        w,
        { breakpoint: { enabled: values[w].useBreakpoint, value: values[w].breakpoint }, before: values[w].before, after: values[w].after },
      ]),
    ),
  };
  const onChange = (g: GeneralPreparation) => {
    for (const w of WEEKDAYS) {
      const rule = g[w];
      if (!rule || !values.open?.[w]) continue;
      setValue(`${w}.useBreakpoint`, rule.breakpoint.enabled, { shouldDirty: true });
      setValue(`${w}.breakpoint`, rule.breakpoint.value, { shouldDirty: true });
      setValue(`${w}.before`, rule.before, { shouldDirty: true });
      setValue(`${w}.after`, rule.after, { shouldDirty: true });
    }
  };
  return <PreparationSentence value={value} onChange={onChange} />;
}

/** One weekday: whether it delivers and, if so, its slots and the blackout dates of that weekday only. */
function DeliveryWeekday({ w }: { w: Weekday }) {
  const t = useT(messages);
  const { locale } = useLocale();
  const open = useWatch({ name: `open.${w}` }) as boolean;
  const slots = useWatch({ name: `${w}.slots` }) as DeliveryDay['slots'];
  const day = weekdayName(w, locale);
  return (
    <Accordion.Item value={w}>
      <Accordion.Control>
        {day} · {open ? (slots.enabled ? t('withSlots', { n: slots.slots.length }) : t('delivers')) : t('closed')}
      </Accordion.Control>
      <Accordion.Panel>
        <Stack>
          <SwitchField name={`open.${w}`} label={t('deliversOn', { day })} />
          {open && (
            <>
              <SwitchField name={`${w}.slots.enabled`} label={t('slotsOn')} description={t('slotsOnHint')} />
              {slots.enabled && (
                <SlotRows
                  name={`${w}.slots.slots`}
                  fromKey="from"
                  untilKey="until"
                  withWeekday={false}
                  blank={{ from: '09:00', until: '12:00', limited: false, limit: 0 }}
                />
              )}
              <ListField name={`${w}.blackout_dates`} label={t('dayClosed', { day })} description={t('dayClosedHint')} />
            </>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function ClosedDates() {
  const t = useT(messages);
  const flip = useWatch({ name: 'flip_blackout_dates' }) as boolean;
  return (
    <Stack>
      <DateListField name="blackouts" label={flip ? t('allowedDates') : t('closedDates')} chosenWord={flip ? 'allowed' : 'closed'} />
      <SwitchField name="flip_blackout_dates" label={t('allowList')} />
    </Stack>
  );
}

/** The Delivery tab: `PUT /locations/:id/delivery-settings`: where it delivers, delivery days with slots, preparation, blackout dates. */
export function DeliveryTab({ id }: { id: number }) {
  const t = useT(messages);
  return (
    <section aria-labelledby="delivery-h">
      <Title order={2} id="delivery-h" mb="sm">
        {t('title')}
      </Title>
      <BlockForm<DeliveryForm> path={`/locations/${id}/delivery-settings`} toForm={toForm as never} toBody={toBody}>
        {() => (
          <Stack>
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb="sm">
                {t('area')}
              </Title>
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberField name="max_radius" label={t('radius')} description={t('radiusHint')} />
                  <SelectField
                    name="postal_code_match_mode"
                    label={t('matchMode')}
                    options={[
                      { value: 'exact', label: t('exact') },
                      { value: 'prefix', label: t('prefix') },
                      { value: 'pattern', label: t('pattern') },
                    ]}
                  />
                </SimpleGrid>
                <ListField name="postal_codes" label={t('postalCodes')} description={t('postalCodesHint')} />
                <ListField name="cities" label={t('cities')} description={t('citiesHint')} />
              </Stack>
            </Paper>
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb="sm">
                {t('closedCard')}
              </Title>
              <ClosedDates />
            </Paper>
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb="sm">
                {t('days')}
              </Title>
              <Accordion multiple variant="separated">
                {WEEKDAYS.map((w) => (
                  <DeliveryWeekday key={w} w={w} />
                ))}
              </Accordion>
            </Paper>
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb={4}>
                {t('preparation')}
              </Title>
              <Text size="sm" c="dimmed" mb="xs">
                {t('preparationHint')}
              </Text>
              <DeliveryPreparation />
            </Paper>
          </Stack>
        )}
      </BlockForm>
    </section>
  );
}
