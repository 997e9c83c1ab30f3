import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { dateLabel, defineMessages, useLocale, useT } from '../i18n';
import { METHOD_WORDS } from '../weekdays';
import type { AdminLocation as Location, FulfilmentComponents } from '@fulfil/api-client';

type Schemas = FulfilmentComponents['schemas'];
/** `GET /admin/v1.0/locations/:id/orders` (generated from the OpenAPI document). */
export type OrdersAnswer = Schemas['AdminLocationOrders'];
export type OrdersDay = Schemas['AdminOrderDay'];
export type OrdersMethod = Schemas['AdminOrderMethodDay'];
export type OrdersSlot = Schemas['AdminOrderSlot'];
export type OrdersBooked = Schemas['AdminBookedOrder'];

/** Words of an order and a slot, shared by the Orders page and its day sheet. */
export const ORDER_WORDS = defineMessages({
  en: {
    order: 'Order',
    customer: 'Customer',
    items: 'Items',
    done: 'Done',
    wholeDay: 'Whole day',
    noTime: 'Without a time',
    removedSlot: 'Removed slot',
    notOffered: 'Not offered to shoppers',
    full: 'Full',
    bookedLeft: '{orders} of {limit} booked · {remaining} left',
    bookedOf: '{orders} of {limit} booked',
    noLimit: 'No limit · {orders} booked',
    bookedOnly: '{orders} booked',
    held: '{holds} held at checkout',
    slotOrders: 'Orders of the slot {time}',
    doneLabel: '{order} done',
  },
  fr: {
    order: 'Commande',
    customer: 'Client',
    items: 'Articles',
    done: 'Fait',
    wholeDay: 'Toute la journée',
    noTime: 'Sans horaire',
    removedSlot: 'Créneau supprimé',
    notOffered: 'Non proposé aux clients',
    full: 'Complet',
    bookedLeft: 'Réservations : {orders} sur {limit} · places restantes : {remaining}',
    bookedOf: 'Réservations : {orders} sur {limit}',
    noLimit: 'Sans limite · réservations : {orders}',
    bookedOnly: 'Réservations : {orders}',
    held: 'En cours de paiement : {holds}',
    slotOrders: 'Commandes du créneau {time}',
    doneLabel: '{order} fait',
  },
  de: {
    order: 'Bestellung',
    customer: 'Kunde',
    items: 'Artikel',
    done: 'Erledigt',
    wholeDay: 'Ganzer Tag',
    noTime: 'Ohne Uhrzeit',
    removedSlot: 'Gelöschtes Zeitfenster',
    notOffered: 'Kunden nicht angeboten',
    full: 'Ausgebucht',
    bookedLeft: '{orders} von {limit} gebucht · {remaining} frei',
    bookedOf: '{orders} von {limit} gebucht',
    noLimit: 'Unbegrenzt · {orders} gebucht',
    bookedOnly: '{orders} gebucht',
    held: '{holds} im Checkout reserviert',
    slotOrders: 'Bestellungen im Zeitfenster {time}',
    doneLabel: '{order} erledigt',
  },
});

const messages = defineMessages({
  en: {
    sheet: 'Day sheet: {location}',
    zone: '{date} · times in {zone}',
    print: 'Print',
    back: 'Back to orders',
    noOrders: 'No orders.',
    noSlots: 'No slots on this day.',
  },
  fr: {
    sheet: 'Feuille du jour : {location}',
    zone: '{date} · heures du fuseau {zone}',
    print: 'Imprimer',
    back: 'Retour aux commandes',
    noOrders: 'Aucune commande.',
    noSlots: 'Aucun créneau ce jour-là.',
  },
  de: {
    sheet: 'Tagesliste: {location}',
    zone: '{date} · Uhrzeiten in {zone}',
    print: 'Drucken',
    back: 'Zurück zu den Bestellungen',
    noOrders: 'Keine Bestellungen.',
    noSlots: 'An diesem Tag gibt es keine Zeitfenster.',
  },
});

/** What an order shows as its items: the count of items to prepare, or a dash when unknown. */
export function itemsText(items: number | null): string {
  return items === null ? '—' : String(items);
}

/** The order as the merchant knows it: its name on the platform (`#1001`), else its id there. */
export function orderLabel(order: OrdersBooked): string {
  return order.order_name ?? order.external_order_id;
}

/** A slot's time ("08:00–11:00"), or what its row stands for when it has none (whole day, orders without a time, a removed slot). */
export function slotTime(slot: OrdersSlot, w: (key: 'wholeDay' | 'noTime' | 'removedSlot') => string): string {
  if (slot.from !== null) return `${slot.from}–${slot.until ?? ''}`;
  if (slot.slot_id === null) return w(slot.listed ? 'wholeDay' : 'noTime');
  return w('removedSlot');
}

/**
 * The printable day sheet of one date: per method and slot a table of its orders with a
 * tick column (src/pages/orders-print.css prints only the sheet). Focus moves to its
 * heading when it opens; "Back to orders" calls `onClose`.
 */
export function DaySheet({ location, answer, date, onClose }: { location: Location; answer: OrdersAnswer; date: string; onClose: () => void }) {
  const t = useT(messages);
  const w = useT(ORDER_WORDS);
  const methodName = useT(METHOD_WORDS);
  const { locale } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const day = answer.days.find((d) => d.date === date);
  const methods = (day?.methods ?? []).filter((m) => m.slots.length > 0);
  return (
    <div className="fulfil-day-sheet" data-testid="day-sheet" data-date={date}>
      <Stack>
        <Group className="fulfil-no-print" gap="sm">
          <Button onClick={() => window.print()}>{t('print')}</Button>
          <Button variant="default" onClick={onClose}>
            {t('back')}
          </Button>
        </Group>
        <div>
          <Title order={2} ref={heading} tabIndex={-1}>
            {t('sheet', { location: location.company_name })}
          </Title>
          <Text>{t('zone', { date: dateLabel(date, locale), zone: answer.timezone })}</Text>
        </div>
        {methods.length === 0 && <Text>{t('noSlots')}</Text>}
        {methods.map((m) => (
          <Stack key={m.method} gap="sm">
            <Title order={3}>
              {methodName(m.method)}
              {!m.offered && ` · ${w('notOffered')}`}
            </Title>
            {m.slots.map((s) => {
              const time = slotTime(s, w);
              return (
                <section key={`${s.slot_id ?? ''}-${s.from}`} data-testid="sheet-slot">
                  <table>
                    <caption>
                      <Text fw={700} component="span">
                        {time}
                      </Text>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col" className="fulfil-tick">
                          {w('done')}
                        </th>
                        <th scope="col">{w('order')}</th>
                        <th scope="col">{w('customer')}</th>
                        <th scope="col">{w('items')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {s.booked.map((o) => (
                        <tr key={o.external_order_id}>
                          <td className="fulfil-tick">
                            <Checkbox aria-label={w('doneLabel', { order: orderLabel(o) })} />
                          </td>
                          <td>{orderLabel(o)}</td>
                          <td>{o.customer_name ?? '—'}</td>
                          <td>{itemsText(o.items)}</td>
                        </tr>
                      ))}
                      {s.booked.length === 0 && (
                        <tr>
                          <td colSpan={4}>{t('noOrders')}</td>
                        </tr>
                      )}
                    </tbody>
                  </table>
                </section>
              );
            })}
          </Stack>
        ))}
      </Stack>
    </div>
  );
}
