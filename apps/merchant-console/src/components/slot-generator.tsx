/**
 * Pickup slots from a pattern, then edited as a compact list per day: "Every [60] minutes,
 * limit [4] orders per slot (empty = no limit)" fills each open day's hours with slots
 * (pickupSlotsFromPattern of components/slot-pattern.ts; the rule is generateSlots of
 * @fulfil/calendar-format), replacing the list. Used by the guided "New location" flow
 * and the Pickup tab.
 */
import { Accordion, Button, Group, NumberInput, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { AdminPickupSlot, Weekday } from '@fulfil/api-client';
import { errorText } from '../forms';
import { defineMessages, useLocale, useT, weekdayName } from '../i18n';
import { WEEKDAYS } from '../weekdays';
import { pickupSlotsFromPattern, type WeekHours } from './slot-pattern';

const messages = defineMessages({
  en: {
    every: 'Every',
    minutes: 'minutes',
    everyLabel: 'Slot length (minutes)',
    limitWord: 'limit',
    limitLabel: 'Orders per slot',
    perSlot: 'orders per slot (empty = no limit)',
    create: 'Create slots',
    replaces: 'Creating slots replaces the list below.',
    created: '{count} slots created.',
    badPattern: 'Type a whole number of minutes from 1 to 1440 and a limit of 0 or more (or leave the limit empty).',
    summary: '{count} slots',
    summaryNone: 'No slots',
    closedDay: 'closed',
    hours: '{from}–{until}',
    start: 'Starts',
    end: 'Ends',
    limit: 'Limit',
    slotStart: '{day} slot {n} starts',
    slotEnd: '{day} slot {n} ends',
    slotLimit: '{day} slot {n} limit (empty = no limit)',
    remove: 'Remove',
    removeSlot: 'Remove {day} slot {n}',
    add: 'Add a slot',
    addTo: 'Add a slot on {day}',
    noLimit: 'no limit',
    limitOf: 'limit {limit}',
    empty: 'No slots yet. Choose a length and a limit, then Create slots.',
  },
  fr: {
    every: 'Toutes les',
    minutes: 'minutes',
    everyLabel: 'Durée d’un créneau (minutes)',
    limitWord: 'limite',
    limitLabel: 'Commandes par créneau',
    perSlot: 'commandes par créneau (vide = sans limite)',
    create: 'Créer les créneaux',
    replaces: 'Créer les créneaux remplace la liste ci-dessous.',
    created: '{count} créneaux créés.',
    badPattern: 'Saisissez un nombre entier de minutes entre 1 et 1440 et une limite de 0 ou plus (ou laissez la limite vide).',
    summary: '{count} créneaux',
    summaryNone: 'Aucun créneau',
    closedDay: 'fermé',
    hours: '{from}–{until}',
    start: 'Début',
    end: 'Fin',
    limit: 'Limite',
    slotStart: '{day}, créneau {n} : début',
    slotEnd: '{day}, créneau {n} : fin',
    slotLimit: '{day}, créneau {n} : limite (vide = sans limite)',
    remove: 'Supprimer',
    removeSlot: 'Supprimer le créneau {n} du {day}',
    add: 'Ajouter un créneau',
    addTo: 'Ajouter un créneau le {day}',
    noLimit: 'sans limite',
    limitOf: 'limite {limit}',
    empty: 'Aucun créneau pour l’instant. Choisissez une durée et une limite, puis Créer les créneaux.',
  },
  de: {
    every: 'Alle',
    minutes: 'Minuten',
    everyLabel: 'Länge eines Zeitfensters (Minuten)',
    limitWord: 'Limit',
    limitLabel: 'Bestellungen pro Zeitfenster',
    perSlot: 'Bestellungen pro Zeitfenster (leer = kein Limit)',
    create: 'Zeitfenster erstellen',
    replaces: 'Erstellen ersetzt die Liste unten.',
    created: '{count} Zeitfenster erstellt.',
    badPattern: 'Geben Sie eine ganze Zahl von Minuten zwischen 1 und 1440 und ein Limit von 0 oder mehr ein (oder lassen Sie das Limit leer).',
    summary: '{count} Zeitfenster',
    summaryNone: 'Keine Zeitfenster',
    closedDay: 'geschlossen',
    hours: '{from}–{until}',
    start: 'Beginn',
    end: 'Ende',
    limit: 'Limit',
    slotStart: '{day}, Zeitfenster {n}: Beginn',
    slotEnd: '{day}, Zeitfenster {n}: Ende',
    slotLimit: '{day}, Zeitfenster {n}: Limit (leer = kein Limit)',
    remove: 'Entfernen',
    removeSlot: '{day}, Zeitfenster {n} entfernen',
    add: 'Zeitfenster hinzufügen',
    addTo: 'Zeitfenster am {day} hinzufügen',
    noLimit: 'kein Limit',
    limitOf: 'Limit {limit}',
    empty: 'Noch keine Zeitfenster. Wählen Sie eine Länge und ein Limit und dann „Zeitfenster erstellen“.',
  },
});

/** Props of {@link SlotGenerator}. */
export interface SlotGeneratorProps {
  /** The week's hours the slots are generated in (WeekHours of components/slot-pattern.ts: per weekday `{open, from, until}`, local `HH:MM`). */
  hours: WeekHours;
  /**
   * The slot rows, as `PUT /locations/:id/pickup-slots` takes them (`{day_of_week,
   * available_from, available_until, limited, limit, id?}`; rows keep their `id` when edited,
   * so their orders keep counting). `limited: false` is shown as an empty limit.
   */
  value: AdminPickupSlot[];
  onChange(value: AdminPickupSlot[]): void;
  /** An error message per row index of `value` (the API's `slots[i]...` errors), shown on the row. */
  errors?: Record<number, string>;
  /** The pattern's starting values (default every 60 minutes, no limit). */
  initialEvery?: number;
  initialLimit?: number | null;
}

const toMinutes = (t: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(t);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
};
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * The pattern line (Every [n] minutes, limit [l] orders per slot; Create slots) and, per
 * weekday that is open or has slots, a collapsed section "Monday · 09:00–17:00 · 8 slots"
 * holding its rows (start, end, limit; empty limit = not limited) with Remove and "Add a
 * slot on Monday". Controlled by `value`; the pattern's two numbers are its own state.
 */
export function SlotGenerator({ hours, value, onChange, errors, initialEvery = 60, initialLimit = null }: SlotGeneratorProps) {
  const t = useT(messages);
  const { locale } = useLocale();
  const [every, setEvery] = useState<number | ''>(initialEvery);
  const [limit, setLimit] = useState<number | ''>(initialLimit ?? '');
  const [status, setStatus] = useState('');
  const day = (d: Weekday) => weekdayName(d, locale);
  // Mid-sentence, French writes weekdays in lower case ("le lundi"); English and German capitalise them.
  const inSentence = (d: Weekday) => (locale === 'fr' ? day(d).toLocaleLowerCase('fr') : day(d));
  const create = () => {
    try {
      const slots = pickupSlotsFromPattern(hours, every === '' ? Number.NaN : every, limit === '' ? null : limit);
      onChange(slots);
      setStatus(t('created', { count: slots.length }));
    } catch {
      setStatus(t('badPattern'));
    }
  };
  const update = (i: number, patch: Partial<AdminPickupSlot>) => onChange(value.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const remove = (i: number) => onChange(value.filter((_, j) => j !== i));
  const add = (d: Weekday) => {
    const mine = value.filter((s) => s.day_of_week === d);
    const last = mine[mine.length - 1];
    const step = every === '' ? 60 : every;
    const start = last ? toMinutes(last.available_until) : toMinutes(hours[d].from);
    const from = Number.isNaN(start) ? 9 * 60 : Math.min(start, 24 * 60 - 1);
    const slot: AdminPickupSlot = {
      day_of_week: d,
      available_from: hhmm(from),
      available_until: hhmm(Math.min(from + step, 24 * 60)),
      limited: limit !== '',
      limit: limit === '' ? 0 : limit,
    };
    // Kept next to the day's other rows: after its last one (the list stays grouped by day).
    const at = last ? value.lastIndexOf(last) + 1 : value.length;
    onChange([...value.slice(0, at), slot, ...value.slice(at)]);
  };
  const days = WEEKDAYS.filter((d) => hours[d].open || value.some((s) => s.day_of_week === d));
  return (
    <Stack gap="sm">
      <Group gap="xs" align="center" wrap="wrap">
        <Text>{t('every')}</Text>
        <NumberInput w={90} value={every} onChange={(v) => setEvery(v === '' ? '' : Number(v))} aria-label={t('everyLabel')} allowDecimal={false} />
        <Text>{t('minutes')},</Text>
        <Text>{t('limitWord')}</Text>
        <NumberInput w={90} value={limit} onChange={(v) => setLimit(v === '' ? '' : Number(v))} aria-label={t('limitLabel')} allowDecimal={false} />
        <Text>{t('perSlot')}</Text>
        <Button variant="default" onClick={create}>
          {t('create')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('replaces')}
      </Text>
      <Text size="sm" role="status">
        {status}
      </Text>
      {value.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <Accordion multiple variant="contained">
          {days.map((d) => {
            const rows = value.map((s, i) => [s, i] as const).filter(([s]) => s.day_of_week === d);
            const limits = [...new Set(rows.map(([s]) => (s.limited ? t('limitOf', { limit: s.limit }) : t('noLimit'))))].join(', ');
            return (
              <Accordion.Item key={d} value={d}>
                <Accordion.Control>
                  {day(d)} · {hours[d].open ? t('hours', { from: hours[d].from, until: hours[d].until }) : t('closedDay')} ·{' '}
                  {rows.length ? `${t('summary', { count: rows.length })}${limits ? ` (${limits})` : ''}` : t('summaryNone')}
                </Accordion.Control>
                <Accordion.Panel>
                  <Table w="auto" verticalSpacing={2}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('start')}</Table.Th>
                        <Table.Th scope="col">{t('end')}</Table.Th>
                        <Table.Th scope="col">{t('limit')}</Table.Th>
                        <Table.Th scope="col">
                          <VisuallyHidden>{t('remove')}</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map(([s, i], n) => (
                        <Table.Tr key={i} data-slot={i}>
                          <Table.Td>
                            <TextInput
                              type="time"
                              w={120}
                              value={s.available_from}
                              onChange={(e) => update(i, { available_from: e.currentTarget.value })}
                              aria-label={t('slotStart', { day: day(d), n: n + 1 })}
                            />
                          </Table.Td>
                          <Table.Td>
                            <TextInput
                              type="time"
                              w={120}
                              value={s.available_until}
                              onChange={(e) => update(i, { available_until: e.currentTarget.value })}
                              aria-label={t('slotEnd', { day: day(d), n: n + 1 })}
                              error={errors?.[i]}
                            />
                          </Table.Td>
                          <Table.Td>
                            <NumberInput
                              w={90}
                              value={s.limited ? s.limit : ''}
                              onChange={(v) => update(i, v === '' ? { limited: false, limit: 0 } : { limited: true, limit: Number(v) })}
                              aria-label={t('slotLimit', { day: day(d), n: n + 1 })}
                              allowDecimal={false}
                            />
                          </Table.Td>
                          <Table.Td>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red.9"
                              onClick={() => remove(i)}
                              aria-label={t('removeSlot', { day: inSentence(d), n: n + 1 })}
                            >
                              {t('remove')}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  <Button size="xs" variant="default" mt="xs" onClick={() => add(d)} aria-label={t('addTo', { day: inSentence(d) })}>
                    {t('add')}
                  </Button>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </Stack>
  );
}

/**
 * {@link SlotGenerator} as a react-hook-form field holding the slot rows at `name`
 * (`slots` of the pickup-slots block); the API's `slots[i]...` errors show on row i.
 */
export function SlotGeneratorField({ name, hours }: { name: string; hours: WeekHours }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const err = fieldState.error as unknown as Record<number, Parameters<typeof errorText>[0]> | undefined;
        const errors: Record<number, string> = {};
        if (err)
          for (const [i, e] of Object.entries(err)) {
            const m = /^\d+$/.test(i) ? errorText(e) : undefined;
            if (m) errors[Number(i)] = m;
          }
        return <SlotGenerator hours={hours} value={(field.value as AdminPickupSlot[]) ?? []} onChange={field.onChange} errors={errors} />;
      }}
    />
  );
}
