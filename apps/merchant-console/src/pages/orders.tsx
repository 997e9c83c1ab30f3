import './orders-print.css';
import { ActionIcon, Badge, Button, Group, Paper, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { admin } from '../api';
import { useAuth } from '../auth';
import { PageActions } from '../components/page';
import { Loaded } from '../components/loaded';
import { dateLabel, defineMessages, useLocale, useT, weekdayName } from '../i18n';
import { Link } from '../router';
import { METHOD_WORDS } from '../weekdays';
import type { AdminLocation as Location } from '@fulfil/api-client';
import { addDays, mondayOf, todayIn } from './orders-dates';
import { DaySheet, itemsText, ORDER_WORDS, orderLabel, slotTime, type OrdersDay, type OrdersMethod, type OrdersSlot, type OrdersAnswer } from './orders-sheet';

const messages = defineMessages({
  en: {
    location: 'Location',
    searchLocations: 'Type to search the locations',
    nothingFound: 'No location matches',
    noLocations: 'The shop has no locations yet. Add one to take orders.',
    addLocation: 'Add a location',
    view: 'View',
    day: 'Day',
    week: 'Week',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    today: 'Today',
    zone: 'Dates and times in {zone}.',
    printSheet: 'Print day sheet',
    noSlots: 'No slots on this day.',
    noOrdersInSlot: 'No orders in this slot yet.',
    emptyTitle: 'No orders on this day yet',
    emptyText: 'Orders appear here, in their slot, as shoppers book. See what shoppers are offered in the preview.',
    openPreview: 'Open the preview',
    weekTable: 'Orders of the week per day and method',
    date: 'Date',
    ordersCount: 'Orders: {count}',
    fullSlots: 'Full slots: {full} of {slots}',
    noMethods: 'Neither pickup nor local delivery is on at this location.',
  },
  fr: {
    location: 'Emplacement',
    searchLocations: 'Tapez pour rechercher un emplacement',
    nothingFound: 'Aucun emplacement ne correspond',
    noLocations: 'La boutique n’a encore aucun emplacement. Ajoutez-en un pour recevoir des commandes.',
    addLocation: 'Ajouter un emplacement',
    view: 'Affichage',
    day: 'Jour',
    week: 'Semaine',
    previousDay: 'Jour précédent',
    nextDay: 'Jour suivant',
    previousWeek: 'Semaine précédente',
    nextWeek: 'Semaine suivante',
    today: 'Aujourd’hui',
    zone: 'Dates et heures dans le fuseau {zone}.',
    printSheet: 'Imprimer la feuille du jour',
    noSlots: 'Aucun créneau ce jour-là.',
    noOrdersInSlot: 'Aucune commande dans ce créneau pour l’instant.',
    emptyTitle: 'Aucune commande ce jour-là pour l’instant',
    emptyText: 'Les commandes apparaissent ici, dans leur créneau, au fur et à mesure des réservations. L’aperçu montre ce qui est proposé aux clients.',
    openPreview: 'Ouvrir l’aperçu',
    weekTable: 'Commandes de la semaine par jour et par mode',
    date: 'Date',
    ordersCount: 'Commandes : {count}',
    fullSlots: 'Créneaux complets : {full} sur {slots}',
    noMethods: 'Ni le retrait ni la livraison locale ne sont activés pour cet emplacement.',
  },
  de: {
    location: 'Standort',
    searchLocations: 'Zum Suchen tippen',
    nothingFound: 'Kein Standort gefunden',
    noLocations: 'Der Shop hat noch keine Standorte. Legen Sie einen an, um Bestellungen anzunehmen.',
    addLocation: 'Standort hinzufügen',
    view: 'Ansicht',
    day: 'Tag',
    week: 'Woche',
    previousDay: 'Vorheriger Tag',
    nextDay: 'Nächster Tag',
    previousWeek: 'Vorherige Woche',
    nextWeek: 'Nächste Woche',
    today: 'Heute',
    zone: 'Daten und Uhrzeiten in der Zeitzone {zone}.',
    printSheet: 'Tagesliste drucken',
    noSlots: 'An diesem Tag gibt es keine Zeitfenster.',
    noOrdersInSlot: 'Noch keine Bestellungen in diesem Zeitfenster.',
    emptyTitle: 'Noch keine Bestellungen an diesem Tag',
    emptyText: 'Bestellungen erscheinen hier in ihrem Zeitfenster, sobald Kunden buchen. Die Vorschau zeigt, was Kunden angeboten wird.',
    openPreview: 'Vorschau öffnen',
    weekTable: 'Bestellungen der Woche nach Tag und Versandart',
    date: 'Datum',
    ordersCount: 'Bestellungen: {count}',
    fullSlots: 'Ausgebuchte Zeitfenster: {full} von {slots}',
    noMethods: 'An diesem Standort sind weder Abholung noch lokale Lieferung aktiviert.',
  },
});

type View = 'day' | 'week';

/** Every booked order of a day, all methods and slots together. */
function ordersOfDay(day: OrdersDay): number {
  return day.methods.reduce((n, m) => n + m.slots.reduce((k, s) => k + s.booked.length, 0), 0);
}

/**
 * The Orders page (`/orders`): a location chosen from the shop's list (searchable; the
 * first by default), then its {@link LocationOrders}.
 */
export function OrdersPage() {
  const t = useT(messages);
  const list = useQuery({
    queryKey: ['/locations?per_page=200'],
    queryFn: () => admin.get<{ locations: Location[] }>('/locations?per_page=200'),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Loaded query={list}>
      {({ locations }) => {
        const location = locations.find((l) => String(l.id) === chosen) ?? locations[0];
        if (!location)
          return (
            <Paper withBorder p="md">
              <Stack align="flex-start">
                <Text>{t('noLocations')}</Text>
                <Button component={Link} to="/locations">
                  {t('addLocation')}
                </Button>
              </Stack>
            </Paper>
          );
        return (
          <Stack>
            <Select
              label={t('location')}
              placeholder={t('searchLocations')}
              searchable
              nothingFoundMessage={t('nothingFound')}
              allowDeselect={false}
              value={String(location.id)}
              onChange={(v) => v && setChosen(v)}
              data={locations.map((l) => ({ value: String(l.id), label: `${l.company_name} (${l.city})` }))}
              maw={480}
            />
            <LocationOrders key={location.id} location={location} />
          </Stack>
        );
      }}
    </Loaded>
  );
}

/**
 * A location's orders (`GET /admin/v1.0/locations/:id/orders?from=&to=`): a day or a week
 * at a time in the location's zone (else the shop's), per method and slot what is booked
 * and what the storefront still offers (`remaining`, the picker's own figure), each
 * slot's orders, and a printable day sheet. Starts today in that zone, or at the
 * address's `?date=YYYY-MM-DD` (and `view=week`), which it keeps up to date.
 */
export function LocationOrders({ location }: { location: Location }) {
  const t = useT(messages);
  const { shop } = useAuth();
  const zone = location.timezone || shop.timezone;
  // `?view=week&date=2026-12-07` in the address opens that day or week (a bookmark, a link); kept up to date below.
  const [view, setView] = useState<View>(() => (new URLSearchParams(window.location.search).get('view') === 'week' ? 'week' : 'day'));
  const [date, setDate] = useState(() => {
    const asked = new URLSearchParams(window.location.search).get('date') ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(`${asked}T00:00:00Z`)) ? asked : todayIn(zone, new Date());
  });
  useEffect(() => {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?view=${view}&date=${date}`);
  }, [view, date]);
  const [sheet, setSheet] = useState(false);
  const printButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!sheet && returnFocus.current) {
      returnFocus.current = false;
      printButton.current?.focus();
    }
  }, [sheet]);

  const from = view === 'day' ? date : mondayOf(date);
  const to = view === 'day' ? date : addDays(from, 6);
  const path = `/locations/${location.id}/orders?from=${from}&to=${to}`;
  const query = useQuery({
    queryKey: [path],
    queryFn: () => admin.get<OrdersAnswer>(path),
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });
  const step = view === 'day' ? 1 : 7;

  if (sheet)
    return (
      <Loaded query={query}>
        {(answer) => (
          <DaySheet
            location={location}
            answer={answer}
            date={date}
            onClose={() => {
              returnFocus.current = true;
              setSheet(false);
            }}
          />
        )}
      </Loaded>
    );

  return (
    <Stack>
      <PageActions>
        <Button ref={printButton} onClick={() => setSheet(true)} data-testid="print-day-sheet">
          {t('printSheet')}
        </Button>
      </PageActions>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'day', label: t('day') },
            { value: 'week', label: t('week') },
          ]}
          aria-label={t('view')}
        />
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size={36} onClick={() => setDate(addDays(date, -step))} aria-label={t(view === 'day' ? 'previousDay' : 'previousWeek')}>
            <span aria-hidden>‹</span>
          </ActionIcon>
          <Button variant="default" onClick={() => setDate(todayIn(zone, new Date()))}>
            {t('today')}
          </Button>
          <ActionIcon variant="default" size={36} onClick={() => setDate(addDays(date, step))} aria-label={t(view === 'day' ? 'nextDay' : 'nextWeek')}>
            <span aria-hidden>›</span>
          </ActionIcon>
        </Group>
      </Group>
      <Loaded query={query}>
        {(answer) => (
          <Stack>
            <Text size="sm" c="dimmed">
              {t('zone', { zone: answer.timezone })}
            </Text>
            {view === 'day' ? (
              <DayView location={location} day={answer.days.find((d) => d.date === date)} />
            ) : (
              <WeekView
                answer={answer}
                onOpen={(d) => {
                  setDate(d);
                  setView('day');
                }}
              />
            )}
          </Stack>
        )}
      </Loaded>
    </Stack>
  );
}

/** One day: a card per method with its slots, what each holds and its orders; an empty state without orders. */
function DayView({ location, day }: { location: Location; day: OrdersDay | undefined }) {
  const t = useT(messages);
  const { locale } = useLocale();
  if (!day) return null;
  return (
    <Stack data-testid="orders-day" data-date={day.date}>
      <Title order={2}>{dateLabel(day.date, locale)}</Title>
      {ordersOfDay(day) === 0 && (
        <Paper withBorder p="md" data-testid="orders-empty">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{t('emptyTitle')}</Text>
            <Text>{t('emptyText')}</Text>
            <Button variant="default" component={Link} to={`/locations/${location.id}/preview`}>
              {t('openPreview')}
            </Button>
          </Stack>
        </Paper>
      )}
      {day.methods.length === 0 && <Text>{t('noMethods')}</Text>}
      {day.methods.map((m) => (
        <MethodCard key={m.method} method={m} date={day.date} />
      ))}
    </Stack>
  );
}

/** A method's day: "Not offered to shoppers" when the storefront does not offer it, else its slots with what is left. */
function MethodCard({ method, date }: { method: OrdersMethod; date: string }) {
  const t = useT(messages);
  const w = useT(ORDER_WORDS);
  const methodName = useT(METHOD_WORDS);
  const headingId = `orders-${date}-${method.method}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-method={method.method} data-offered={method.offered}>
      <Group justify="space-between" mb="sm">
        <Title order={3} id={headingId}>
          {methodName(method.method)}
        </Title>
        {!method.offered && (
          <Badge color="gray.8" variant="filled" size="lg" data-testid="not-offered">
            {w('notOffered')}
          </Badge>
        )}
      </Group>
      {method.slots.length === 0 ? (
        <Text>{t('noSlots')}</Text>
      ) : (
        <Stack gap="md">
          {method.slots.map((s) => (
            <SlotBlock key={`${s.slot_id ?? ''}-${s.from}`} slot={s} offered={method.offered} method={method.method} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** "3 of 4 booked · 1 left", "Full", "No limit · 3 booked", or, on a day not offered, only what is booked. */
export function SlotCapacity({ slot, offered }: { slot: OrdersSlot; offered: boolean }) {
  const w = useT(ORDER_WORDS);
  // Not bookable now (a date not offered, a started slot, a removed one): what is booked, never a "left".
  if (!offered || !slot.listed)
    return (
      <Group gap="xs" data-testid="slot-capacity">
        <Text>{w('bookedOnly', { orders: slot.orders })}</Text>
        {offered && (
          <Text size="sm" c="dimmed">
            {w('notOffered')}
          </Text>
        )}
      </Group>
    );
  if (slot.limit === null) return <Text data-testid="slot-capacity">{w('noLimit', { orders: slot.orders })}</Text>;
  return (
    <Group gap="xs" data-testid="slot-capacity">
      {slot.full ? (
        <>
          <Badge color="red.9" variant="filled">
            {w('full')}
          </Badge>
          <Text>{w('bookedOf', { orders: slot.orders, limit: slot.limit })}</Text>
        </>
      ) : (
        <Text>{w('bookedLeft', { orders: slot.orders, limit: slot.limit, remaining: slot.remaining ?? 0 })}</Text>
      )}
      {slot.holds > 0 && (
        <Text size="sm" c="dimmed">
          {w('held', { holds: slot.holds })}
        </Text>
      )}
    </Group>
  );
}

/** A slot: its time, what it holds, and its orders (order, customer, items). */
function SlotBlock({ slot, offered, method }: { slot: OrdersSlot; offered: boolean; method: string }) {
  const t = useT(messages);
  const w = useT(ORDER_WORDS);
  const time = slotTime(slot, w);
  return (
    <Stack gap={4} data-testid="slot" data-slot-id={slot.slot_id ?? ''} data-from={slot.from ?? ''} data-until={slot.until ?? ''} data-method={method}>
      <Group gap="sm" wrap="wrap">
        <Text fw={700}>{time}</Text>
        <SlotCapacity slot={slot} offered={offered} />
      </Group>
      {slot.booked.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noOrdersInSlot')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label={w('slotOrders', { time })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{w('order')}</Table.Th>
                <Table.Th scope="col">{w('customer')}</Table.Th>
                <Table.Th scope="col">{w('items')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slot.booked.map((o) => (
                <Table.Tr key={o.external_order_id} data-order={o.external_order_id}>
                  <Table.Td>{orderLabel(o)}</Table.Td>
                  <Table.Td>{o.customer_name ?? '—'}</Table.Td>
                  <Table.Td>{itemsText(o.items)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** A week: a row per day, a cell per method (orders, full slots, or not offered); a day opens in the day view. */
function WeekView({ answer, onOpen }: { answer: OrdersAnswer; onOpen: (date: string) => void }) {
  const t = useT(messages);
  const w = useT(ORDER_WORDS);
  const methodName = useT(METHOD_WORDS);
  const { locale } = useLocale();
  const methods = [...new Set(answer.days.flatMap((d) => d.methods.map((m) => m.method)))];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('weekTable')} data-testid="orders-week" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('date')}</Table.Th>
            {methods.map((m) => (
              <Table.Th scope="col" key={m}>
                {methodName(m)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.days.map((d) => {
            const label = dateLabel(d.date, locale, { day: 'numeric', month: 'long' });
            return (
              <Table.Tr key={d.date} data-date={d.date}>
                <Table.Th scope="row">
                  <Button variant="subtle" px={4} onClick={() => onOpen(d.date)}>
                    {weekdayName(d.weekday, locale)} {label}
                  </Button>
                </Table.Th>
                {methods.map((name) => {
                  const m = d.methods.find((x) => x.method === name);
                  if (!m) return <Table.Td key={name}>—</Table.Td>;
                  const orders = m.slots.reduce((n, s) => n + s.booked.length, 0);
                  const limited = m.slots.filter((s) => s.limit !== null);
                  const full = limited.filter((s) => s.full).length;
                  return (
                    <Table.Td key={name} data-method={name}>
                      <Stack gap={2}>
                        <Text size="sm">{t('ordersCount', { count: orders })}</Text>
                        {!m.offered ? (
                          <Text size="sm" fw={600}>
                            {w('notOffered')}
                          </Text>
                        ) : limited.length > 0 ? (
                          <Text size="sm">{t('fullSlots', { full, slots: limited.length })}</Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
