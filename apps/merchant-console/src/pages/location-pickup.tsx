import { Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { AdminLocation, AdminPickupSlot, FulfilmentComponents, Weekday } from '@fulfil/api-client';
import { admin } from '../api';
import { HoursField } from '../components/hours-editor';
import { DateListField } from '../components/month-calendar';
import { BlockForm } from '../components/save';
import { Loaded } from '../components/loaded';
import { SlotGeneratorField } from '../components/slot-generator';
import { hoursFromOpeningHours, hoursFromWindows, windowsFromHours, type WeekHours } from '../components/slot-pattern';
import { WeekdaysField } from '../components/slots';
import { NumberField, SwitchField } from '../forms';
import { defineMessages, useLocale, useT, weekdayName } from '../i18n';
import { WEEKDAYS } from '../weekdays';

/** The pickup settings block (`GET`/`PUT /locations/:id/pickup-settings`). */
type PickupSettings = FulfilmentComponents['schemas']['AdminPickupBody'];
/** The form: the windows as a week of Open / From / Until, and whether they are the opening hours. */
type PickupForm = Omit<PickupSettings, 'weekday_windows'> & { weekday_windows: WeekHours; same_as_hours: boolean };

const messages = defineMessages({
  en: {
    settingsTitle: 'Pickup days and windows',
    slotsTitle: 'Pickup slots and limits',
    hoursCard: 'Pickup windows',
    same: 'Same as opening hours',
    sameHint: 'Shoppers can pick up whenever the location is open. Turn off to set other pickup windows.',
    closedAll: 'The opening hours are closed every day: set them on the Details tab, or turn this off.',
    proposed: 'Not saved yet: Save to offer pickup during these hours.',
    dayHours: '{day}: {from}–{until}',
    windows: 'Pickup windows',
    closedCard: 'Blackout dates',
    allowList: 'Only these dates (allow-list mode)',
    allowListHint: 'On: pickup only on the dates below and on the weekdays ticked.',
    closedDates: 'Blackout dates',
    allowedDates: 'Allowed dates',
    allowedWeekdays: 'Allow-list mode: every date of these weekdays is allowed',
    optionsCard: 'Options',
    daysAhead: 'Days ahead orders are taken',
    daysAheadHint: 'Empty: no limit',
    interval: 'Minutes between pickup times',
    intervalHint: 'Used only on days without slots below.',
    datePicker: 'Shopper picks a date',
    timePicker: 'Shopper picks a time',
    limits: 'Slot limits apply',
    slotsHint: 'Slots must fit within the pickup windows of their day.',
  },
  fr: {
    settingsTitle: 'Jours et horaires de retrait',
    slotsTitle: 'Créneaux de retrait et limites',
    hoursCard: 'Horaires de retrait',
    same: "Identiques aux horaires d'ouverture",
    sameHint: "Les clients peuvent retirer leur commande pendant les heures d'ouverture. Désactivez pour définir d'autres horaires de retrait.",
    closedAll: "Les horaires d'ouverture indiquent fermé tous les jours : définissez-les dans l'onglet Détails, ou désactivez cette option.",
    proposed: 'Pas encore enregistré : enregistrez pour proposer le retrait pendant ces horaires.',
    dayHours: '{day} : {from}–{until}',
    windows: 'Horaires de retrait',
    closedCard: 'Jours de fermeture',
    allowList: 'Uniquement ces dates (liste autorisée)',
    allowListHint: 'Activé : retrait uniquement aux dates ci-dessous et les jours de semaine cochés.',
    closedDates: 'Jours de fermeture',
    allowedDates: 'Dates autorisées',
    allowedWeekdays: 'Liste autorisée : toutes les dates de ces jours de semaine sont autorisées',
    optionsCard: 'Options',
    daysAhead: "Nombre de jours à l'avance pour commander",
    daysAheadHint: 'Vide : sans limite',
    interval: 'Minutes entre deux heures de retrait',
    intervalHint: 'Utilisé seulement les jours sans créneaux ci-dessous.',
    datePicker: 'Le client choisit une date',
    timePicker: 'Le client choisit une heure',
    limits: 'Les limites des créneaux s’appliquent',
    slotsHint: 'Les créneaux doivent tenir dans les horaires de retrait de leur jour.',
  },
  de: {
    settingsTitle: 'Abholtage und -zeiten',
    slotsTitle: 'Abhol-Zeitfenster und Limits',
    hoursCard: 'Abholzeiten',
    same: 'Wie die Öffnungszeiten',
    sameHint: 'Kunden können abholen, solange der Standort geöffnet ist. Ausschalten, um andere Abholzeiten festzulegen.',
    closedAll: 'Laut Öffnungszeiten ist an allen Tagen geschlossen: Legen Sie sie im Tab „Details“ fest oder schalten Sie dies aus.',
    proposed: 'Noch nicht gespeichert: Speichern Sie, um die Abholung zu diesen Zeiten anzubieten.',
    dayHours: '{day}: {from}–{until}',
    windows: 'Abholzeiten',
    closedCard: 'Schließtage',
    allowList: 'Nur diese Daten (Positivliste)',
    allowListHint: 'Ein: Abholung nur an den Daten unten und an den angekreuzten Wochentagen.',
    closedDates: 'Schließtage',
    allowedDates: 'Erlaubte Daten',
    allowedWeekdays: 'Positivliste: Jedes Datum dieser Wochentage ist erlaubt',
    optionsCard: 'Optionen',
    daysAhead: 'Wie viele Tage im Voraus bestellt werden kann',
    daysAheadHint: 'Leer: unbegrenzt',
    interval: 'Minuten zwischen zwei Abholzeiten',
    intervalHint: 'Gilt nur an Tagen ohne Zeitfenster unten.',
    datePicker: 'Kunde wählt ein Datum',
    timePicker: 'Kunde wählt eine Uhrzeit',
    limits: 'Limits der Zeitfenster gelten',
    slotsHint: 'Zeitfenster müssen in die Abholzeiten ihres Tages passen.',
  },
});

const sameWindows = (a: PickupSettings['weekday_windows'], b: PickupSettings['weekday_windows']) =>
  WEEKDAYS.every((d) => JSON.stringify(a[d] ?? null) === JSON.stringify(b[d] ?? null));

/** Whether the location has no pickup window yet but has opening hours: they are proposed as its pickup windows (not saved until Save). */
function proposesHours(s: PickupSettings, opening: AdminLocation['opening_hours']): boolean {
  return WEEKDAYS.every((d) => !s.weekday_windows[d]) && WEEKDAYS.some((d) => opening[d] && !opening[d].closed);
}

/**
 * The form from the settings and the location's opening hours: "Same as opening hours"
 * is on when the windows are the opening hours; the editable week is the saved windows
 * (exactly what is stored, so the page's save bar compares with it; a location without
 * windows gets the opening hours proposed as an unsaved change, see {@link PickupHours}).
 */
function formOf(s: PickupSettings, opening: AdminLocation['opening_hours']): PickupForm {
  return {
    ...s,
    weekday_windows: hoursFromWindows(s.weekday_windows),
    same_as_hours: sameWindows(s.weekday_windows, windowsFromHours(hoursFromOpeningHours(opening))),
  };
}

/** The PUT body: the windows of the open days, the opening hours' when "Same as opening hours" is on. */
function bodyOf({ same_as_hours, weekday_windows, ...rest }: PickupForm, opening: AdminLocation['opening_hours']): PickupSettings {
  return { ...rest, weekday_windows: windowsFromHours(same_as_hours ? hoursFromOpeningHours(opening) : weekday_windows) };
}

/**
 * "Same as opening hours" and, when off, the week of pickup windows. With `propose` (no
 * pickup windows saved yet), the switch is turned on as an unsaved change, so the page's
 * save bar shows and one Save gives the location its opening hours as pickup windows
 * (issue 31, rows 3 and 8: hours are entered once).
 */
function PickupHours({ opening, propose }: { opening: AdminLocation['opening_hours']; propose: boolean }) {
  const t = useT(messages);
  const { locale } = useLocale();
  const { setValue } = useFormContext();
  const same = useWatch({ name: 'same_as_hours' }) as boolean;
  useEffect(() => {
    if (!propose) return;
    // After the form has taken its loaded values (its reset runs after this child's effect).
    // The editable week starts from the opening hours too, should the merchant turn the switch off.
    const timer = window.setTimeout(() => {
      setValue('weekday_windows', hoursFromOpeningHours(opening), { shouldDirty: true });
      setValue('same_as_hours', true, { shouldDirty: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [propose, setValue, opening]);
  const hours = hoursFromOpeningHours(opening);
  const open = WEEKDAYS.filter((d) => hours[d].open);
  return (
    <Stack gap="xs">
      <Controller
        name="same_as_hours"
        render={({ field }) => (
          <Switch
            checked={!!field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            label={t('same')}
            description={t('sameHint')}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      {same ? (
        open.length ? (
          <>
            <Text size="sm" data-testid="pickup-hours-summary">
              {open.map((d) => t('dayHours', { day: weekdayName(d, locale), from: hours[d].from, until: hours[d].until })).join(' · ')}
            </Text>
            {propose && (
              <Text size="sm" fw={600}>
                {t('proposed')}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="red.9">
            {t('closedAll')}
          </Text>
        )
      ) : (
        <HoursField name="weekday_windows" caption={t('windows')} hideCaption />
      )}
    </Stack>
  );
}

/** The allow-list switch, the month calendar of closed (or allowed) dates, and the allowed weekdays in allow-list mode. */
function ClosedDates() {
  const t = useT(messages);
  const allowList = useWatch({ name: 'allow_list_mode' }) as boolean;
  return (
    <Stack>
      <DateListField name="blackout_dates" label={allowList ? t('allowedDates') : t('closedDates')} chosenWord={allowList ? 'allowed' : 'closed'} />
      <SwitchField name="allow_list_mode" label={t('allowList')} description={t('allowListHint')} />
      {allowList && <WeekdaysField name="allowed_weekdays" label={t('allowedWeekdays')} />}
    </Stack>
  );
}

/** The slots, generated from a pattern inside the saved pickup windows and edited per day (components/slot-generator.tsx). */
function PickupSlots({ id, hours }: { id: number; hours: WeekHours }) {
  const t = useT(messages);
  return (
    <BlockForm<{ slots: AdminPickupSlot[] }> path={`/locations/${id}/pickup-slots`}>
      {() => (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('slotsHint')}
          </Text>
          <SlotGeneratorField name="slots" hours={hours} />
        </Stack>
      )}
    </BlockForm>
  );
}

/**
 * The Pickup tab: `PUT /locations/:id/pickup-settings` (pickup windows, by default the
 * opening hours; blackout dates on a month calendar or an allow-list; days ahead; options)
 * and `PUT /locations/:id/pickup-slots` (slots with limits, each day's shown with its
 * pickup windows; the API refuses a slot outside them, rule `slot_outside_window`).
 */
export function PickupTab({ id }: { id: number }) {
  const t = useT(messages);
  const location = useQuery({ queryKey: [`/locations/${id}`], queryFn: () => admin.get<AdminLocation>(`/locations/${id}`) });
  const settingsPath = `/locations/${id}/pickup-settings`;
  const settings = useQuery({ queryKey: [settingsPath], queryFn: () => admin.get<PickupSettings>(settingsPath) });
  return (
    <Loaded query={location}>
      {(l) => (
        <Stack gap="xl">
          <section aria-labelledby="pickup-settings-h">
            <Title order={2} id="pickup-settings-h" mb="sm">
              {t('settingsTitle')}
            </Title>
            <BlockForm<PickupForm>
              path={settingsPath}
              toForm={((s: PickupSettings) => formOf(s, l.opening_hours)) as never}
              toBody={(v) => bodyOf(v, l.opening_hours)}
            >
              {() => (
                <Stack>
                  <Paper withBorder p="md">
                    <Title order={3} size="h4" mb="sm">
                      {t('hoursCard')}
                    </Title>
                    <PickupHours opening={l.opening_hours} propose={!!settings.data && proposesHours(settings.data, l.opening_hours)} />
                  </Paper>
                  <Paper withBorder p="md">
                    <Title order={3} size="h4" mb="sm">
                      {t('closedCard')}
                    </Title>
                    <ClosedDates />
                  </Paper>
                  <Paper withBorder p="md">
                    <Title order={3} size="h4" mb="sm">
                      {t('optionsCard')}
                    </Title>
                    <Stack>
                      <SimpleGrid cols={{ base: 1, sm: 2 }}>
                        <NumberField name="future_order_window_days" label={t('daysAhead')} description={t('daysAheadHint')} />
                        <NumberField name="interval" label={t('interval')} description={t('intervalHint')} />
                      </SimpleGrid>
                      <SimpleGrid cols={{ base: 1, sm: 3 }}>
                        <SwitchField name="date_picker_enabled" label={t('datePicker')} />
                        <SwitchField name="time_picker_enabled" label={t('timePicker')} />
                        <SwitchField name="limits_enabled" label={t('limits')} />
                      </SimpleGrid>
                    </Stack>
                  </Paper>
                </Stack>
              )}
            </BlockForm>
          </section>
          <section aria-labelledby="pickup-slots-h">
            <Title order={2} id="pickup-slots-h" mb="sm">
              {t('slotsTitle')}
            </Title>
            {settings.data && (
              <PickupSlots id={id} hours={hoursFromWindows(settings.data.weekday_windows as Partial<Record<Weekday, { min: string; max: string }>>)} />
            )}
          </section>
        </Stack>
      )}
    </Loaded>
  );
}
