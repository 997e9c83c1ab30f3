import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminLocation as Location, AdminLocationChecklist as Checklist } from '@fulfil/api-client';
import { admin } from '../api';
import { HoursField } from '../components/hours-editor';
import { BlockForm } from '../components/save';
import { hoursFromOpeningHours, openingHoursFromHours, type WeekHours } from '../components/slot-pattern';
import { SwitchField, TextField } from '../forms';
import { defineMessages, useT } from '../i18n';
import { CHECK_WORDS, useCheckPhrase } from './checklist-words';
import { AddressFields } from './locations';

/** The Details form: the location's fields, with its opening hours as a week of Open / From / Until rows. */
type DetailsValues = Omit<Location, 'opening_hours'> & { opening_hours: WeekHours };

const messages = defineMessages({
  en: {
    address: 'Address',
    hours: 'Opening hours',
    hoursHint: 'Shown to shoppers. Pickup times start from these hours.',
    methods: 'How customers get their orders',
    pickup: 'Pickup',
    delivery: 'Local delivery',
    widget: 'Ordering widget',
    more: 'More information',
    moreHint: 'Shown to shoppers with the location, e.g. where to collect.',
    custom1: 'Custom attribute 1',
    custom2: 'Custom attribute 2',
    custom3: 'Custom attribute 3',
    extra: 'Extra details',
    zoneTitle: 'Time zone differs from the address',
  },
  fr: {
    address: 'Adresse',
    hours: "Horaires d'ouverture",
    hoursHint: 'Affichés aux clients. Les horaires de retrait partent de ces horaires.',
    methods: 'Comment les clients obtiennent leurs commandes',
    pickup: 'Retrait',
    delivery: 'Livraison locale',
    widget: 'Widget de commande',
    more: 'Informations complémentaires',
    moreHint: 'Affichées aux clients avec le point de vente, par ex. où retirer la commande.',
    custom1: 'Attribut personnalisé 1',
    custom2: 'Attribut personnalisé 2',
    custom3: 'Attribut personnalisé 3',
    extra: 'Détails supplémentaires',
    zoneTitle: "Fuseau horaire différent de l'adresse",
  },
  de: {
    address: 'Adresse',
    hours: 'Öffnungszeiten',
    hoursHint: 'Werden Kunden angezeigt. Die Abholzeiten gehen von diesen Zeiten aus.',
    methods: 'Wie Kunden ihre Bestellungen erhalten',
    pickup: 'Abholung',
    delivery: 'Lokale Lieferung',
    widget: 'Bestell-Widget',
    more: 'Weitere Informationen',
    moreHint: 'Wird Kunden beim Standort angezeigt, z. B. wo die Bestellung abgeholt wird.',
    custom1: 'Benutzerdefiniertes Attribut 1',
    custom2: 'Benutzerdefiniertes Attribut 2',
    custom3: 'Benutzerdefiniertes Attribut 3',
    extra: 'Weitere Angaben',
    zoneTitle: 'Zeitzone weicht von der Adresse ab',
  },
});

/** The form's values from `GET /locations/:id`: opening hours as a week (a day not listed, or `closed`, is closed). */
function toForm(l: Location): DetailsValues {
  return { ...l, opening_hours: hoursFromOpeningHours(l.opening_hours) };
}

/** The `PATCH /locations/:id` body: open days `{opens, closes, closed: false}`, closed days left out; an empty zone is the shop's (null). */
function toBody({ id: _id, sort_position: _s, opening_hours, ...rest }: DetailsValues) {
  return { ...rest, timezone: rest.timezone || null, opening_hours: openingHoursFromHours(opening_hours) };
}

/** The `ZONE_DIFFERS` check of the saved location, as a banner (nothing when the zones agree or the checklist is not available). */
function ZoneWarning({ id }: { id: number }) {
  const t = useT(messages);
  const words = useT(CHECK_WORDS);
  const phrase = useCheckPhrase();
  const checklist = useQuery({ queryKey: [`/locations/${id}/checklist`], queryFn: () => admin.get<Checklist>(`/locations/${id}/checklist`), retry: false });
  const zone = checklist.data?.checks.find((c) => c.code === 'ZONE_DIFFERS');
  if (!zone) return null;
  const values = zone.values;
  return (
    <Alert color="yellow" variant="outline" data-testid="zone-differs-saved">
      <Text fw={700} size="sm">
        {t('zoneTitle')}
      </Text>
      {values['zone'] && values['address_zone'] ? words('zoneDiffersDetail', values) : phrase(zone)}
    </Alert>
  );
}

/**
 * The Details tab of a location: `PATCH /locations/:id` with its address, coordinates and
 * time zone (filled from the address), methods, opening hours (one Open switch per day,
 * times only while open: issue 31, row 3) and the texts shown to shoppers. Warns when
 * the saved time zone differs from the address's (the checklist's `ZONE_DIFFERS`).
 */
export function DetailsForm({ id }: { id: number }) {
  const t = useT(messages);
  return (
    <Stack>
      <ZoneWarning id={id} />
      <BlockForm<DetailsValues> path={`/locations/${id}`} method="patch" toForm={toForm as never} toBody={toBody}>
        {() => (
          <Stack>
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb="sm">
                {t('address')}
              </Title>
              <Stack>
                <AddressFields />
              </Stack>
            </Paper>
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb="sm">
                {t('methods')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SwitchField name="pickup_enabled" label={t('pickup')} />
                <SwitchField name="delivery_enabled" label={t('delivery')} />
                <SwitchField name="widget_enabled" label={t('widget')} />
              </SimpleGrid>
            </Paper>
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb={4}>
                {t('hours')}
              </Title>
              <Text size="sm" c="dimmed" mb="xs">
                {t('hoursHint')}
              </Text>
              <HoursField name="opening_hours" caption={t('hours')} hideCaption />
            </Paper>
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb="sm">
                {t('extra')}
              </Title>
              <Stack>
                <TextField name="more_information" label={t('more')} description={t('moreHint')} multiline />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextField name="custom_attribute_1" label={t('custom1')} />
                  <TextField name="custom_attribute_2" label={t('custom2')} />
                  <TextField name="custom_attribute_3" label={t('custom3')} />
                </SimpleGrid>
              </Stack>
            </Paper>
          </Stack>
        )}
      </BlockForm>
    </Stack>
  );
}
