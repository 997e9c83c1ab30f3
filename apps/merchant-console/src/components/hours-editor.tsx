/**
 * Hours of a week, one row per weekday: an Open switch and, only while the day is open,
 * From and Until. A day is either closed or open with times: "closed" and a time range
 * can never both be set (issue 31, row 3). Used for a location's opening hours and its
 * pickup windows (the guided "New location" flow, the Details and Pickup tabs).
 */
import { Button, Group, Switch, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { Weekday } from '@fulfil/api-client';
import { errorText } from '../forms';
import { defineMessages, useLocale, useT, weekdayName } from '../i18n';
import { WEEKDAYS } from '../weekdays';
import type { WeekHours } from './slot-pattern';

const messages = defineMessages({
  en: {
    day: 'Day',
    open: 'Open',
    closed: 'Closed',
    from: 'From',
    until: 'Until',
    dayOpen: '{day} open',
    dayFrom: '{day} from',
    dayUntil: '{day} until',
    copyAll: 'Copy {day} to all days',
    copyWeekdays: 'Copy {day} to weekdays',
    copiedAll: "{day}'s hours copied to every day.",
    copiedWeekdays: "{day}'s hours copied to Monday to Friday.",
  },
  fr: {
    day: 'Jour',
    open: 'Ouvert',
    closed: 'Fermé',
    from: 'De',
    until: 'À',
    dayOpen: '{day} ouvert',
    dayFrom: '{day} de',
    dayUntil: '{day} à',
    copyAll: 'Copier les horaires du {day} sur tous les jours',
    copyWeekdays: 'Copier les horaires du {day} du lundi au vendredi',
    copiedAll: 'Horaires du {day} copiés sur tous les jours.',
    copiedWeekdays: 'Horaires du {day} copiés du lundi au vendredi.',
  },
  de: {
    day: 'Tag',
    open: 'Geöffnet',
    closed: 'Geschlossen',
    from: 'Von',
    until: 'Bis',
    dayOpen: '{day} geöffnet',
    dayFrom: '{day} von',
    dayUntil: '{day} bis',
    copyAll: 'Zeiten vom {day} auf alle Tage übertragen',
    copyWeekdays: 'Zeiten vom {day} auf Montag bis Freitag übertragen',
    copiedAll: 'Zeiten vom {day} auf alle Tage übertragen.',
    copiedWeekdays: 'Zeiten vom {day} auf Montag bis Freitag übertragen.',
  },
});

const WORKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** Props of {@link HoursEditor}. */
export interface HoursEditorProps {
  /** The week: per weekday `{open, from, until}` (local `HH:MM`, 24 h; see WeekHours in components/slot-pattern.ts). */
  value: WeekHours;
  /** Called with the whole new week after every change. */
  onChange(value: WeekHours): void;
  /** Accessible name of the table (e.g. "Opening hours"); also shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  /** An error per weekday (the API's message for that day's window), shown on its Until input. */
  errors?: Partial<Record<Weekday, string>>;
  /** Whether the copy buttons are shown (default true). */
  withCopy?: boolean;
}

/**
 * The week's hours as a table: weekday (localised), an Open switch (accessible name
 * "Monday open"), and From / Until time inputs ("Monday from", "Monday until") that exist
 * only while the day is open; below, "Copy Monday to all days" and "Copy Monday to
 * weekdays" (Monday to Friday; Saturday and Sunday are left as they are). Switching a day
 * off keeps its times so switching it on again restores them. Controlled: no state of its
 * own besides the status line of the last copy.
 */
export function HoursEditor({ value, onChange, caption, hideCaption, errors, withCopy = true }: HoursEditorProps) {
  const t = useT(messages);
  const { locale } = useLocale();
  const [copied, setCopied] = useState<string | null>(null);
  const day = (d: Weekday) => weekdayName(d, locale);
  // Mid-sentence, French writes weekdays in lower case ("Copier lundi"); English and German capitalise them.
  const inSentence = (d: Weekday) => (locale === 'fr' ? day(d).toLocaleLowerCase('fr') : day(d));
  const set = (d: Weekday, patch: Partial<WeekHours[Weekday]>) => {
    setCopied(null);
    onChange({ ...value, [d]: { ...value[d], ...patch } });
  };
  const copyMonday = (to: readonly Weekday[], message: 'copiedAll' | 'copiedWeekdays') => {
    const next = { ...value };
    for (const d of to) next[d] = { ...value.monday };
    onChange(next);
    setCopied(t(message, { day: inSentence('monday') }));
  };
  return (
    <div>
      {!hideCaption && (
        <Text fw={600} mb={4}>
          {caption}
        </Text>
      )}
      <Table w="auto" verticalSpacing={4} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('day')}</Table.Th>
            <Table.Th scope="col">{t('open')}</Table.Th>
            <Table.Th scope="col">{t('from')}</Table.Th>
            <Table.Th scope="col">{t('until')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {WEEKDAYS.map((d) => {
            const h = value[d];
            return (
              <Table.Tr key={d} data-weekday={d}>
                <Table.Th scope="row">{day(d)}</Table.Th>
                <Table.Td>
                  <Switch
                    size="md"
                    checked={h.open}
                    onChange={(e) => set(d, { open: e.currentTarget.checked })}
                    aria-label={t('dayOpen', { day: day(d) })}
                    label={h.open ? t('open') : t('closed')}
                  />
                </Table.Td>
                <Table.Td>
                  {h.open && (
                    <TextInput
                      type="time"
                      w={130}
                      value={h.from}
                      onChange={(e) => set(d, { from: e.currentTarget.value })}
                      aria-label={t('dayFrom', { day: day(d) })}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {h.open && (
                    <TextInput
                      type="time"
                      w={130}
                      value={h.until}
                      onChange={(e) => set(d, { until: e.currentTarget.value })}
                      aria-label={t('dayUntil', { day: day(d) })}
                      error={errors?.[d]}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {withCopy && (
        <Group gap="xs" mt="xs">
          <Button variant="default" size="sm" onClick={() => copyMonday(WEEKDAYS.slice(1), 'copiedAll')}>
            {t('copyAll', { day: inSentence('monday') })}
          </Button>
          <Button variant="default" size="sm" onClick={() => copyMonday(WORKDAYS.slice(1), 'copiedWeekdays')}>
            {t('copyWeekdays', { day: inSentence('monday') })}
          </Button>
        </Group>
      )}
      <Text size="sm" role="status" mt={4}>
        {copied ?? ''}
      </Text>
    </div>
  );
}

/**
 * {@link HoursEditor} as a react-hook-form field holding a {@link WeekHours} at `name`
 * (convert to and from the API with hoursFromOpeningHours / openingHoursFromHours or
 * hoursFromWindows / windowsFromHours of components/slot-pattern.ts). Errors at
 * `name.<weekday>` (any nested message) show on that day's row.
 */
export function HoursField({ name, caption, hideCaption, withCopy }: { name: string; caption: string; hideCaption?: boolean; withCopy?: boolean }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const err = fieldState.error as unknown as Record<string, Parameters<typeof errorText>[0]> | undefined;
        const errors = err ? Object.fromEntries(WEEKDAYS.map((d) => [d, errorText(err[d])]).filter(([, m]) => m)) : undefined;
        return (
          <HoursEditor
            value={field.value as WeekHours}
            onChange={field.onChange}
            caption={caption}
            hideCaption={hideCaption}
            withCopy={withCopy}
            errors={errors}
          />
        );
      }}
    />
  );
}
