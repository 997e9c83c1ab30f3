import { Button, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Weekday } from '@fulfil/api-client';
import { CheckboxField, errorText, NumberField, SelectField, TextField } from '../forms';
import { defineMessages, useLocale, useT, weekdayName } from '../i18n';
import { WEEKDAYS } from '../weekdays';

const messages = defineMessages({
  en: {
    weekday: 'Day',
    window: 'Pickup window that day',
    starts: 'Starts',
    ends: 'Ends',
    limited: 'Limited',
    limit: 'Orders per slot and date',
    remove: 'Remove',
    slotWeekday: 'Slot {n} day',
    slotStart: 'Slot {n} start',
    slotEnd: 'Slot {n} end',
    slotLimited: 'Slot {n} limited',
    slotLimit: 'Slot {n} limit',
    removeSlot: 'Remove slot {n}',
    add: 'Add a slot',
    closed: 'No pickup that day',
    windowOf: '{from}–{until}',
  },
  fr: {
    weekday: 'Jour',
    window: 'Horaires de retrait ce jour-là',
    starts: 'Début',
    ends: 'Fin',
    limited: 'Limité',
    limit: 'Commandes par créneau et par date',
    remove: 'Supprimer',
    slotWeekday: 'Jour du créneau {n}',
    slotStart: 'Début du créneau {n}',
    slotEnd: 'Fin du créneau {n}',
    slotLimited: 'Créneau {n} limité',
    slotLimit: 'Limite du créneau {n}',
    removeSlot: 'Supprimer le créneau {n}',
    add: 'Ajouter un créneau',
    closed: 'Pas de retrait ce jour-là',
    windowOf: '{from}–{until}',
  },
  de: {
    weekday: 'Tag',
    window: 'Abholzeiten an dem Tag',
    starts: 'Beginn',
    ends: 'Ende',
    limited: 'Begrenzt',
    limit: 'Bestellungen pro Zeitfenster und Datum',
    remove: 'Entfernen',
    slotWeekday: 'Tag von Zeitfenster {n}',
    slotStart: 'Beginn von Zeitfenster {n}',
    slotEnd: 'Ende von Zeitfenster {n}',
    slotLimited: 'Zeitfenster {n} begrenzt',
    slotLimit: 'Limit von Zeitfenster {n}',
    removeSlot: 'Zeitfenster {n} entfernen',
    add: 'Zeitfenster hinzufügen',
    closed: 'An dem Tag keine Abholung',
    windowOf: '{from}–{until}',
  },
});

/** A weekday's pickup window (`weekday_windows.<day>` of the pickup settings: local `HH:MM`). */
export interface SlotWindow {
  min: string;
  max: string;
}

/** The window of the row's weekday, or "No pickup that day" (the API refuses a slot outside it: rule `slot_outside_window`). */
function WindowCell({ name, windows }: { name: string; windows: Partial<Record<Weekday, SlotWindow>> }) {
  const t = useT(messages);
  const day = useWatch({ name }) as Weekday | undefined;
  const w = day ? windows[day] : undefined;
  return (
    <Text size="sm" c={w ? undefined : 'red.9'} data-window>
      {w ? t('windowOf', { from: w.min, until: w.max }) : t('closed')}
    </Text>
  );
}

/**
 * The rows of a slot list (`slots`) as a table: weekday (pickup only; localised), start,
 * end, whether limited and the limit; with `windows` (pickup), each row shows its
 * weekday's pickup window beside it. `fromKey`/`untilKey` name the time fields
 * (`available_from` for pickup rows, `from` for delivery rows). Rows keep their `id`, so
 * orders keep counting. The API's error on a row's start (e.g. `slot_outside_window` on
 * `slots[i].available_from`) shows on that row's Starts input.
 */
export function SlotRows({
  name,
  fromKey,
  untilKey,
  withWeekday,
  blank,
  windows,
}: {
  name: string;
  fromKey: string;
  untilKey: string;
  withWeekday: boolean;
  blank: object;
  windows?: Partial<Record<Weekday, SlotWindow>>;
}) {
  const t = useT(messages);
  const { locale } = useLocale();
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name, keyName: 'key' });
  const days = WEEKDAYS.map((d) => ({ value: d, label: weekdayName(d, locale) }));
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {withWeekday && <Table.Th scope="col">{t('weekday')}</Table.Th>}
              {windows && <Table.Th scope="col">{t('window')}</Table.Th>}
              <Table.Th scope="col">{t('starts')}</Table.Th>
              <Table.Th scope="col">{t('ends')}</Table.Th>
              <Table.Th scope="col">{t('limited')}</Table.Th>
              <Table.Th scope="col">{t('limit')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.fields.map((row, i) => (
              <Table.Tr key={row.key} data-row={i}>
                {withWeekday && (
                  <Table.Td>
                    <SelectField name={`${name}.${i}.day_of_week`} label={t('slotWeekday', { n: i + 1 })} options={days} hideLabel />
                  </Table.Td>
                )}
                {windows && (
                  <Table.Td>
                    <WindowCell name={`${name}.${i}.day_of_week`} windows={windows} />
                  </Table.Td>
                )}
                <Table.Td>
                  <TextField name={`${name}.${i}.${fromKey}`} label={t('slotStart', { n: i + 1 })} hideLabel />
                </Table.Td>
                <Table.Td>
                  <TextField name={`${name}.${i}.${untilKey}`} label={t('slotEnd', { n: i + 1 })} hideLabel />
                </Table.Td>
                <Table.Td>
                  <CheckboxField name={`${name}.${i}.limited`} label={t('slotLimited', { n: i + 1 })} hideLabel />
                </Table.Td>
                <Table.Td>
                  <NumberField name={`${name}.${i}.limit`} label={t('slotLimit', { n: i + 1 })} hideLabel />
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="outline" color="red.9" onClick={() => rows.remove(i)} aria-label={t('removeSlot', { n: i + 1 })}>
                    {t('remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="outline" onClick={() => rows.append(blank)}>
          {t('add')}
        </Button>
      </Group>
    </>
  );
}

/** A list of weekdays (`allowed_weekdays`) as checkboxes with the weekdays' names in the chosen language. */
export function WeekdaysField({ name, label }: { name: string; label: string }) {
  const { locale } = useLocale();
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Checkbox.Group label={label} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} error={errorText(fieldState.error)}>
          <Group mt="xs">
            {WEEKDAYS.map((d) => (
              <Checkbox key={d} value={d} label={weekdayName(d, locale)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}
