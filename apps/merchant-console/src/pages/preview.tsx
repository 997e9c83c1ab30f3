import { Accordion, Badge, Group, List, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { defineFulfilmentElements } from '@fulfil/storefront-picker';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api';
import { useAuth } from '../auth';
import { Loaded } from '../components/loaded';
import { dateLabel, defineMessages, useLocale, useT, weekdayName, type Locale } from '../i18n';
import type { AdminLocation as Location, DeliveryCalendar, PickupCalendar, TimeSlot } from '@fulfil/api-client';
import { richWords } from './rich-words';

type Calendar = PickupCalendar | DeliveryCalendar;
/** A `disabled` entry: `true`, a weekday 1-7, or a date with a zero-based month as text or `[y, m, d]`. */
type DisabledEntry = Calendar['disabled'][number];

const messages = defineMessages({
  en: {
    allowList: 'Allow-list mode: only the following are allowed',
    every: 'Every {weekday}',
    firstDate: 'First date {date}, last date {last}{zone}.',
    none: 'none',
    noLimit: 'no limit',
    notOffered: 'Not offered',
    nothing: 'Nothing',
    more: 'and {n} more',
    timesOn: 'Times offered on',
    timesOnHint: 'YYYY-MM-DD; empty: the first date',
    timesOnDate: 'Times offered on {date}',
    noTime: 'No time offered on {date}.',
    intro: 'This is the storefront picker as shoppers get it, in preview mode (it reads no cart and holds no place). Search {postalCode} to find {name}.',
    previewAt: 'Preview at',
    previewAtHint: "Applies only while the server runs on a fixed clock (CLOCK_NOW, demos and tests); otherwise the picker uses this browser's clock.",
    raw: "The public endpoints' answers",
    method: 'Method of the answers',
    pickup: 'Pickup',
    delivery: 'Local delivery',
  },
  fr: {
    allowList: 'Mode liste autorisée : seuls les éléments suivants sont autorisés',
    every: 'Chaque {weekday}',
    firstDate: 'Première date {date}, dernière date {last}{zone}.',
    none: 'aucune',
    noLimit: 'sans limite',
    notOffered: 'Non proposé',
    nothing: 'Rien',
    more: 'et {n} autres',
    timesOn: 'Heures proposées le',
    timesOnHint: 'AAAA-MM-JJ ; vide : la première date',
    timesOnDate: 'Heures proposées le {date}',
    noTime: 'Aucune heure proposée le {date}.',
    intro:
      'Voici le sélecteur de la boutique tel que les clients le voient, en mode aperçu (il ne lit aucun panier et ne réserve aucune place). Recherchez {postalCode} pour trouver {name}.',
    previewAt: 'Date et heure de l’aperçu',
    previewAtHint:
      'Ne s’applique que lorsque le serveur tourne sur une horloge fixe (CLOCK_NOW, démos et tests) ; sinon le sélecteur utilise l’horloge de ce navigateur.',
    raw: 'Les réponses des points d’accès publics',
    method: 'Réponses pour',
    pickup: 'Retrait',
    delivery: 'Livraison locale',
  },
  de: {
    allowList: 'Positivlisten-Modus: Nur Folgendes ist erlaubt',
    every: 'Jeden {weekday}',
    firstDate: 'Erstes Datum {date}, letztes Datum {last}{zone}.',
    none: 'keines',
    noLimit: 'unbegrenzt',
    notOffered: 'Nicht angeboten',
    nothing: 'Nichts',
    more: 'und {n} weitere',
    timesOn: 'Angebotene Zeiten am',
    timesOnHint: 'JJJJ-MM-TT; leer: das erste Datum',
    timesOnDate: 'Angebotene Zeiten am {date}',
    noTime: 'Am {date} wird keine Zeit angeboten.',
    intro:
      'Das ist die Auswahl im Shop, wie Kunden sie sehen, im Vorschaumodus (sie liest keinen Warenkorb und reserviert keinen Platz). Suchen Sie {postalCode}, um {name} zu finden.',
    previewAt: 'Vorschau zum Zeitpunkt',
    previewAtHint: 'Gilt nur, solange der Server mit einer festen Uhr läuft (CLOCK_NOW, Demos und Tests); sonst nutzt die Auswahl die Uhr dieses Browsers.',
    raw: 'Die Antworten der öffentlichen Endpunkte',
    method: 'Antworten für',
    pickup: 'Abholung',
    delivery: 'Lokale Lieferung',
  },
});
type T = ReturnType<typeof useT<keyof (typeof messages)['en']>>;

/** The API's weekday of a pickadate weekday number (1 = Sunday ... 7 = Saturday). */
const WEEKDAY_NUMBER = ['', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * A `disabled` entry in words of `locale` (dates there have zero-based months, as `"YYYY-MM-DD"` text or
 * `[y, m, d]` arrays: docs/scheduling-rules.md §5).
 */
function disabledEntry(e: DisabledEntry, t: T, locale: Locale): string {
  if (e === true) return t('allowList');
  if (typeof e === 'number') return t('every', { weekday: weekdayName(WEEKDAY_NUMBER[e] ?? '', locale) });
  const [y, m, d] = Array.isArray(e) ? e : String(e).split('-').map(Number);
  return dateLabel(`${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`, locale);
}

/**
 * What a shopper sees now, as the public endpoints answer it (`POST .../calendar`, then
 * the slots of a date): the same calls a storefront makes, with the shop's own domain.
 */
export function PublicAnswers({ location, method }: { location: Location; method: 'pickup' | 'delivery' }) {
  const { shop } = useAuth();
  const t = useT(messages);
  const { locale } = useLocale();
  const q = `shop=${encodeURIComponent(shop.domain)}`;
  const calendar = useQuery({
    queryKey: ['public', method, location.id, 'calendar'],
    queryFn: () => api<Calendar>('POST', `/v1.0/${method}/locations/${location.id}/calendar?${q}`, { shoppingCart: [] }, null),
    // Always asked again when shown: the preview is what a shopper gets now.
    refetchOnMount: 'always',
  });
  const [date, setDate] = useState('');
  const day = date || calendar.data?.minDate || '';
  const slots = useQuery({
    queryKey: ['public', method, location.id, 'date', day],
    queryFn: () => api<TimeSlot[]>('GET', `/v1.0/${method}/locations/${location.id}/calendar/${day}?${q}`, undefined, null),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
    refetchOnMount: 'always',
  });
  return (
    <Loaded query={calendar}>
      {(c) => (
        <Stack data-testid="public-answers">
          <Text>
            {richWords(t('firstDate'), {
              date: <strong data-testid="min-date">{c.minDate ?? t('none')}</strong>,
              last: c.maxDate ?? t('noLimit'),
              zone: c.timezone ? ` (${c.timezone})` : '',
            })}
          </Text>
          <div>
            <Text fw={600}>{t('notOffered')}</Text>
            <List size="sm" data-testid="disabled">
              {c.disabled.length === 0 && <List.Item>{t('nothing')}</List.Item>}
              {c.disabled.slice(0, 40).map((e, i) => (
                <List.Item key={i}>{disabledEntry(e, t, locale)}</List.Item>
              ))}
              {c.disabled.length > 40 && <List.Item>{t('more', { n: c.disabled.length - 40 })}</List.Item>}
            </List>
          </div>
          <TextInput label={t('timesOn')} description={t('timesOnHint')} value={date} onChange={(e) => setDate(e.currentTarget.value)} w={220} />
          {slots.data && (
            <Group gap="xs" data-testid="slots" aria-label={t('timesOnDate', { date: day })} role="list">
              {slots.data.length === 0 && <Text>{t('noTime', { date: day })}</Text>}
              {slots.data.map((s) => (
                <Badge key={`${s.id ?? ''}-${s.available_from}`} variant="outline" role="listitem">
                  {s.available_from}–{s.available_until}
                </Badge>
              ))}
            </Group>
          )}
          {slots.isError && <Text>{(slots.error as Error).message}</Text>}
        </Stack>
      )}
    </Loaded>
  );
}

defineFulfilmentElements({ apiBase: window.location.origin });

/** `datetime-local` value (the browser's zone) as an ISO-8601 instant, or undefined. */
function instant(local: string): string | undefined {
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * "What a shopper sees now" for a location: the storefront picker itself
 * (`<fulfilment-picker preview>`, libs/storefront-picker: no cart, no holds) against this
 * server's public endpoints, and below it the raw answers of those endpoints. "Preview
 * at" sets the picker's `now`, which it honours only while the server runs on a fixed
 * clock (`CLOCK_NOW`, refused in production); otherwise "now" is this browser's clock.
 */
export function Preview({ location }: { location: Location }) {
  const { shop } = useAuth();
  const t = useT(messages);
  const { locale } = useLocale();
  const [method, setMethod] = useState<'pickup' | 'delivery'>(location.pickup_enabled || !location.delivery_enabled ? 'pickup' : 'delivery');
  const [at, setAt] = useState('');
  const [raw, setRaw] = useState<string | null>(null);
  return (
    <Stack>
      <Text>{richWords(t('intro'), { postalCode: <strong>{location.postal_code}</strong>, name: location.company_name })}</Text>
      <TextInput
        type="datetime-local"
        label={t('previewAt')}
        description={t('previewAtHint')}
        value={at}
        onChange={(e) => setAt(e.currentTarget.value)}
        w={320}
      />
      <div data-testid="picker-preview">
        <fulfilment-picker key={at} shop={shop.domain} api={window.location.origin} lang={locale} preview now={instant(at)} />
      </div>
      <Accordion variant="separated" value={raw} onChange={setRaw}>
        <Accordion.Item value="raw">
          <Accordion.Control>{t('raw')}</Accordion.Control>
          <Accordion.Panel>
            <Stack>
              <SegmentedControl
                value={method}
                onChange={(m) => setMethod(m as 'pickup' | 'delivery')}
                data={[
                  { value: 'pickup', label: t('pickup') },
                  { value: 'delivery', label: t('delivery') },
                ]}
                aria-label={t('method')}
                w="fit-content"
              />
              {raw === 'raw' && <PublicAnswers key={method} location={location} method={method} />}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
