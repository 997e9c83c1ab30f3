/**
 * Preparation time as a sentence: "Orders need [2] [days] to prepare; orders after [14:00]
 * need [3] [days]", with "Different each day" revealing one such line per weekday. Its
 * value is the admin API's general preparation rule (`general` of
 * `PUT /locations/:id/preparation-times/:method` and of the shop's `PUT /preparation-times/:method`),
 * read as docs/scheduling-rules.md §2 states it: the weekday of the order picks the rule;
 * orders up to the cutoff (`breakpoint`) take `before`, later ones `after`.
 */
import { Group, NativeSelect, NumberInput, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FulfilmentComponents, Weekday } from '@fulfil/api-client';
import { defineMessages, useLocale, useT, weekdayName } from '../i18n';
import { UNIT_WORDS, WEEKDAYS } from '../weekdays';

/** The API's general preparation rule: `enabled` and a rule per weekday (absent = none that day). */
export type GeneralPreparation = FulfilmentComponents['schemas']['StoreGeneralPreparation'];
/** One weekday's rule: cutoff (`breakpoint`), preparation before and after it. */
export type PreparationDayRule = FulfilmentComponents['schemas']['StorePreparationDayRule'];
type Unit = PreparationDayRule['before']['format'];

const UNITS: readonly Unit[] = ['minutes', 'hours', 'days'];

const messages = defineMessages({
  en: {
    need: 'Orders need',
    toPrepare: 'to prepare',
    after: 'orders after',
    needAfter: 'need',
    amount: 'Preparation time',
    unit: 'Unit of the preparation time',
    cutoff: 'Order cutoff (empty = none)',
    amountAfter: 'Preparation time after the cutoff',
    unitAfter: 'Unit after the cutoff',
    dayLabel: '{day}: {label}',
    different: 'Different each day',
    day: 'Ordered on',
    rule: 'Preparation',
    none: 'Orders can be picked up as soon as a slot is free.',
  },
  fr: {
    need: 'Les commandes demandent',
    toPrepare: 'de préparation',
    after: 'les commandes après',
    needAfter: 'demandent',
    amount: 'Temps de préparation',
    unit: 'Unité du temps de préparation',
    cutoff: 'Heure limite de commande (vide = aucune)',
    amountAfter: 'Temps de préparation après l’heure limite',
    unitAfter: 'Unité après l’heure limite',
    dayLabel: '{day} : {label}',
    different: 'Différent chaque jour',
    day: 'Commandé le',
    rule: 'Préparation',
    none: 'Les commandes peuvent être retirées dès qu’un créneau est libre.',
  },
  de: {
    need: 'Bestellungen brauchen',
    toPrepare: 'Vorbereitung',
    after: 'Bestellungen nach',
    needAfter: 'brauchen',
    amount: 'Vorbereitungszeit',
    unit: 'Einheit der Vorbereitungszeit',
    cutoff: 'Bestellschluss (leer = keiner)',
    amountAfter: 'Vorbereitungszeit nach Bestellschluss',
    unitAfter: 'Einheit nach Bestellschluss',
    dayLabel: '{day}: {label}',
    different: 'Jeden Tag anders',
    day: 'Bestellt am',
    rule: 'Vorbereitung',
    none: 'Bestellungen können abgeholt werden, sobald ein Zeitfenster frei ist.',
  },
});

/** The rule of a day with no preparation: 0 days, no cutoff. */
export const NO_PREPARATION: PreparationDayRule = {
  breakpoint: { enabled: false, value: '14:00' },
  before: { value: 0, format: 'days' },
  after: { value: 0, format: 'days' },
};

const same = (a: PreparationDayRule | undefined, b: PreparationDayRule | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether a rule makes orders wait at all (some amount above 0). */
const waits = (r: PreparationDayRule) => r.before.value > 0 || (r.breakpoint.enabled && r.after.value > 0);

/**
 * The general rule with `rule` on every weekday (the sentence's "every day" form);
 * `enabled` is true when the rule makes orders wait.
 */
export function everyDay(rule: PreparationDayRule): GeneralPreparation {
  return { enabled: waits(rule), ...Object.fromEntries(WEEKDAYS.map((d) => [d, structuredClone(rule)])) };
}

/** Props of {@link PreparationSentence}. */
export interface PreparationSentenceProps {
  /** The general rule as the API answers it (`general`; null or `{enabled: false}` = none). */
  value: GeneralPreparation | null;
  /** Called with the whole rule: all seven weekdays written, `enabled` true when some day makes orders wait. */
  onChange(value: GeneralPreparation): void;
}

/** One rule as a sentence of inputs; `prefix` (a weekday's name) goes before each input's accessible name. */
function RuleLine({ rule, onChange, prefix }: { rule: PreparationDayRule; onChange(rule: PreparationDayRule): void; prefix?: string }) {
  const t = useT(messages);
  const units = useT(UNIT_WORDS);
  const name = (label: string) => (prefix ? t('dayLabel', { day: prefix, label }) : label);
  const unitOptions = UNITS.map((u) => ({ value: u, label: units(u) }));
  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Text>{t('need')}</Text>
      <NumberInput
        w={80}
        value={rule.before.value}
        onChange={(v) => onChange({ ...rule, before: { ...rule.before, value: v === '' ? 0 : Number(v) } })}
        aria-label={name(t('amount'))}
        allowDecimal={false}
      />
      <NativeSelect
        w={110}
        value={rule.before.format}
        data={unitOptions}
        onChange={(e) => onChange({ ...rule, before: { ...rule.before, format: e.currentTarget.value as Unit } })}
        aria-label={name(t('unit'))}
      />
      <Text>{t('toPrepare')};</Text>
      <Text>{t('after')}</Text>
      <TextInput
        type="time"
        w={130}
        value={rule.breakpoint.enabled ? rule.breakpoint.value : ''}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(
            v
              ? {
                  ...rule,
                  breakpoint: { enabled: true, value: v },
                  after: rule.breakpoint.enabled ? rule.after : { value: rule.before.value + 1, format: rule.before.format },
                }
              : { ...rule, breakpoint: { ...rule.breakpoint, enabled: false } },
          );
        }}
        aria-label={name(t('cutoff'))}
      />
      {rule.breakpoint.enabled && (
        <>
          <Text>{t('needAfter')}</Text>
          <NumberInput
            w={80}
            value={rule.after.value}
            onChange={(v) => onChange({ ...rule, after: { ...rule.after, value: v === '' ? 0 : Number(v) } })}
            aria-label={name(t('amountAfter'))}
            allowDecimal={false}
          />
          <NativeSelect
            w={110}
            value={rule.after.format}
            data={unitOptions}
            onChange={(e) => onChange({ ...rule, after: { ...rule.after, format: e.currentTarget.value as Unit } })}
            aria-label={name(t('unitAfter'))}
          />
        </>
      )}
    </Group>
  );
}

/**
 * The sentence (one rule for every day) or, with "Different each day" on, a table of one
 * sentence per weekday ("Monday: Preparation time", ...). Switching "Different each day"
 * off writes Monday's rule to every day. A rule absent on a weekday is shown as no
 * preparation and written as such on the first change.
 */
export function PreparationSentence({ value, onChange }: PreparationSentenceProps) {
  const t = useT(messages);
  const { locale } = useLocale();
  const rules = Object.fromEntries(WEEKDAYS.map((d) => [d, value?.[d] ?? NO_PREPARATION])) as Record<Weekday, PreparationDayRule>;
  const [different, setDifferent] = useState(() => WEEKDAYS.some((d) => !same(rules[d], rules.monday)));
  const setDay = (d: Weekday, rule: PreparationDayRule) => {
    const next = { ...rules, [d]: rule };
    onChange({ enabled: WEEKDAYS.some((w) => waits(next[w])), ...next });
  };
  return (
    <Stack gap="sm">
      {!different && <RuleLine rule={rules.monday} onChange={(r) => onChange(everyDay(r))} />}
      <Switch
        checked={different}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setDifferent(on);
          if (!on) onChange(everyDay(rules.monday));
        }}
        label={t('different')}
      />
      {different && (
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('day')}</Table.Th>
              <Table.Th scope="col">{t('rule')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAYS.map((d) => (
              <Table.Tr key={d}>
                <Table.Th scope="row">{weekdayName(d, locale)}</Table.Th>
                <Table.Td>
                  <RuleLine rule={rules[d]} onChange={(r) => setDay(d, r)} prefix={weekdayName(d, locale)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!WEEKDAYS.some((d) => waits(rules[d])) && (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      )}
    </Stack>
  );
}
