import { ActionIcon, Button, Group, Input, Pill, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { errorText } from '../forms';
import { dateLabel, defineMessages, useLocale, useT, weekdayName, type Locale } from '../i18n';
import { WEEKDAYS } from '../weekdays';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;

const messages = defineMessages({
  en: {
    hintClosed: 'Click a day to mark it closed (or open again); Shift+click marks every day since the previous click.',
    hintAllowed: 'Click a day to allow it (or not); Shift+click marks every day since the previous click.',
    closed: 'closed',
    allowed: 'allowed',
    previous: 'Previous month',
    next: 'Next month',
    chosen: 'Chosen dates ({n})',
    remove: 'Remove {date}',
    yearly: '{date}, every year',
    add: 'Add a date',
    addHint: 'A date like 2026-12-24; or --12-25 for 25 December every year',
    addTyped: 'Add the typed date',
  },
  fr: {
    hintClosed: 'Cliquez sur un jour pour le fermer (ou le rouvrir) ; Maj+clic marque tous les jours depuis le clic précédent.',
    hintAllowed: 'Cliquez sur un jour pour l’autoriser (ou non) ; Maj+clic marque tous les jours depuis le clic précédent.',
    closed: 'fermé',
    allowed: 'autorisé',
    previous: 'Mois précédent',
    next: 'Mois suivant',
    chosen: 'Dates choisies ({n})',
    remove: 'Retirer {date}',
    yearly: '{date}, chaque année',
    add: 'Ajouter une date',
    addHint: 'Une date comme 2026-12-24 ; ou --12-25 pour le 25 décembre de chaque année',
    addTyped: 'Ajouter la date saisie',
  },
  de: {
    hintClosed: 'Klicken Sie auf einen Tag, um ihn zu schließen (oder wieder zu öffnen); Umschalt+Klick markiert alle Tage seit dem vorigen Klick.',
    hintAllowed: 'Klicken Sie auf einen Tag, um ihn zu erlauben (oder nicht); Umschalt+Klick markiert alle Tage seit dem vorigen Klick.',
    closed: 'geschlossen',
    allowed: 'erlaubt',
    previous: 'Vorheriger Monat',
    next: 'Nächster Monat',
    chosen: 'Gewählte Daten ({n})',
    remove: '{date} entfernen',
    yearly: '{date}, jedes Jahr',
    add: 'Datum hinzufügen',
    addHint: 'Ein Datum wie 2026-12-24; oder --12-25 für den 25. Dezember jedes Jahres',
    addTyped: 'Eingegebenes Datum hinzufügen',
  },
});

/** A chosen date in words: "Thursday 24 December 2026", or "25 December, every year" for `--12-25`. */
export function chosenDateLabel(date: string, locale: Locale, yearly: (date: string) => string): string {
  return date.startsWith('--') ? yearly(dateLabel(date, locale)) : dateLabel(date, locale);
}

/** The dates from `a` to `b` inclusive (`YYYY-MM-DD`, either order). */
function range(a: string, b: string): string[] {
  const [from, to] = a <= b ? [a, b] : [b, a];
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

interface MonthCalendarProps {
  /** Dates `YYYY-MM-DD`; yearly dates `--MM-DD` are listed (and shown on every year's day). */
  value: string[];
  onChange(value: string[]): void;
  /** What a chosen day is: `closed` (a blackout date; the default) or `allowed` (allow-list mode). */
  chosenWord?: string;
  label: string;
  error?: string;
}

/**
 * A month of day buttons to choose dates: click (or Enter/Space) toggles a day, Shift
 * with a click sets every day from the previous click to this one the same way. The
 * chosen dates are listed below with a remove button each; a date or a yearly `--MM-DD`
 * can be typed too. Dates are plain calendar dates (the location's own days).
 */
export function MonthCalendar({ value, onChange, chosenWord = 'closed', label, error }: MonthCalendarProps) {
  const t = useT(messages);
  const { locale } = useLocale();
  const word = chosenWord === 'allowed' ? 'allowed' : 'closed';
  const today = new Date();
  const [month, setMonth] = useState({ y: today.getFullYear(), m: today.getMonth() });
  const [anchor, setAnchor] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const chosen = new Set(value);
  const isChosen = (date: string) => chosen.has(date) || chosen.has(`-${date.slice(4)}`);
  const first = new Date(Date.UTC(month.y, month.m, 1));
  const lead = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(month.y, month.m + 1, 0)).getUTCDate();
  const cells: (number | null)[] = [...Array(lead).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  const title = first.toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const yearly = (date: string) => t('yearly', { date });

  const toggle = (date: string, shift: boolean) => {
    const on = !isChosen(date);
    const days = shift && anchor ? range(anchor, date) : [date];
    // The list keeps its order: days switched off leave it, days switched on are appended.
    const off = new Set(on ? [] : days.flatMap((d) => [d, `-${d.slice(4)}`]));
    const kept = value.filter((d) => !off.has(d));
    onChange(on ? [...kept, ...days.filter((d) => !isChosen(d))] : kept);
    setAnchor(date);
  };
  const move = (delta: number) => setMonth(({ y, m }) => ({ y: y + Math.floor((m + delta) / 12), m: (((m + delta) % 12) + 12) % 12 }));

  return (
    <Input.Wrapper labelElement="div" label={label} error={error} description={t(word === 'allowed' ? 'hintAllowed' : 'hintClosed')}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs">
          <Button variant="outline" size="xs" onClick={() => move(-1)} aria-label={t('previous')}>
            ‹
          </Button>
          <Text fw={600} aria-live="polite" miw={140} ta="center">
            {title}
          </Text>
          <Button variant="outline" size="xs" onClick={() => move(1)} aria-label={t('next')}>
            ›
          </Button>
        </Group>
        <Table withTableBorder={false} w="auto" verticalSpacing={2} horizontalSpacing={2} aria-label={`${label}, ${title}`}>
          <Table.Thead>
            <Table.Tr>
              {WEEKDAYS.map((h) => (
                <Table.Th key={h} scope="col" ta="center">
                  <abbr title={weekdayName(h, locale)}>{weekdayName(h, locale, 'short')}</abbr>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Array.from({ length: cells.length / 7 }, (_, w) => (
              <Table.Tr key={w}>
                {cells.slice(w * 7, w * 7 + 7).map((d, i) => {
                  if (d === null) return <Table.Td key={i} />;
                  const date = iso(month.y, month.m, d);
                  const on = isChosen(date);
                  return (
                    <Table.Td key={i} p={1}>
                      <Button
                        size="xs"
                        w={40}
                        px={0}
                        variant={on ? 'filled' : 'default'}
                        color={on ? 'red.9' : undefined}
                        aria-pressed={on}
                        data-date={date}
                        onClick={(e) => toggle(date, e.shiftKey)}
                      >
                        {d}
                        <VisuallyHidden>
                          {' '}
                          {title}
                          {on ? `, ${t(word)}` : ''}
                        </VisuallyHidden>
                      </Button>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group gap={4} aria-label={t('chosen', { n: value.length })} role="list">
          {value.map((d) => (
            <Pill
              key={d}
              role="listitem"
              withRemoveButton
              onRemove={() => onChange(value.filter((x) => x !== d))}
              removeButtonProps={{ 'aria-label': t('remove', { date: chosenDateLabel(d, locale, yearly) }) }}
              data-date={d}
            >
              {chosenDateLabel(d, locale, yearly)}
            </Pill>
          ))}
        </Group>
        <Group align="end" gap="xs">
          <TextInput label={t('add')} description={t('addHint')} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} size="xs" />
          <ActionIcon
            size="lg"
            variant="outline"
            aria-label={t('addTyped')}
            onClick={() => {
              if (typed.trim() && !value.includes(typed.trim())) onChange([...value, typed.trim()]);
              setTyped('');
            }}
          >
            +
          </ActionIcon>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

/** A form field of dates (`blackout_dates`) edited on a {@link MonthCalendar}. */
export function DateListField({ name, label, chosenWord = 'closed' }: { name: string; label: string; chosenWord?: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <MonthCalendar
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          chosenWord={chosenWord}
          label={label}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
