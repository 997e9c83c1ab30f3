import { Button, Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AdminShop as Shop } from '@fulfil/api-client';
import { DateListField } from '../components/month-calendar';
import { BlockForm } from '../components/save';
import { TimeZoneField } from '../components/time-zone-field';
import { CheckboxField, ListField, NumberField, SelectField, SwitchField, TextField } from '../forms';
import { defineMessages, useLocale, useT, weekdayName } from '../i18n';
import { UNIT_WORDS, WEEKDAYS } from '../weekdays';

const messages = defineMessages({
  en: {
    shop: 'Shop',
    shipping: 'Shipping',
    general: 'General',
    timezone: 'Time zone',
    timezoneHint: 'Type a city or region, e.g. Chicago. Locations without their own time zone use this one.',
    unit: 'Distance unit',
    kilometers: 'Kilometres',
    miles: 'Miles',
    pickup: 'Pickup',
    perPage: 'Locations per page',
    perPageHint: 'How many pickup locations a shopper sees at once.',
    sortOrder: 'Order of the locations',
    manual: 'Your order (as on the Locations page)',
    alphabetical: 'Alphabetical',
    delivery: 'Local delivery',
    validation: 'How delivery addresses are checked',
    within_max_radius: 'Within each location’s delivery radius',
    postal_code: 'By the locations’ postal codes',
    city: 'By the locations’ cities',
    more: 'More settings',
    fewer: 'Fewer settings',
    country: 'Base country',
    countryCode: 'Base country code',
    countryCodeHint: 'Two letters, e.g. US',
    origins: 'Storefront addresses',
    originsHint: 'The addresses of your storefronts whose pages may call this service (https://shop.example).',
    pickupCode: 'Pickup discount code',
    deliveryCode: 'Local delivery discount code',
    route: 'Distance measured along the',
    fastest: 'Fastest route',
    shortest: 'Shortest route',
    compat: 'Pickup calendar dates for storefronts',
    compatHint:
      'How the pickup calendar lists the days a shopper cannot choose. Keep text unless your storefront was written for the original service and passes the calendar straight to the pickadate date picker, which reads only arrays (months count from 0: 11 is December). Delivery and shipping calendars always send arrays.',
    text: 'Text (default)',
    arrays: 'pickadate arrays',
    shipsOn: 'Ships on',
    closedDates: 'Blackout dates for shipping',
    shippingZone: 'Shipping time zone',
    shippingZoneHint: 'Empty: the shop’s time zone.',
    preparation: 'Preparation time',
    prepApplies: 'Preparation time applies',
    orderedOn: 'Ordered on',
    amount: 'Preparation',
    unitCol: 'Unit',
    cutoff: 'Order cutoff',
    cutoffTime: 'Cutoff time',
    after: 'After the cutoff',
    dayAmount: '{day} preparation',
    dayUnit: '{day} unit',
    dayCutoff: '{day} order cutoff',
    dayCutoffTime: '{day} cutoff time',
    dayAfter: '{day} preparation after the cutoff',
    maximum: 'How far ahead shoppers can choose',
    maximumOn: 'Limit how far ahead',
    howFar: 'How far',
    limits: 'Orders per day',
    limitsOn: 'Limit orders per day',
    shippingCode: 'Shipping discount code',
  },
  fr: {
    shop: 'Boutique',
    shipping: 'Expédition',
    general: 'Général',
    timezone: 'Fuseau horaire',
    timezoneHint: 'Saisissez une ville ou une région, par ex. Paris. Les points de vente sans fuseau propre utilisent celui-ci.',
    unit: 'Unité de distance',
    kilometers: 'Kilomètres',
    miles: 'Miles',
    pickup: 'Retrait',
    perPage: 'Points de vente par page',
    perPageHint: 'Combien de points de retrait un client voit à la fois.',
    sortOrder: 'Ordre des points de vente',
    manual: 'Votre ordre (comme sur la page Points de vente)',
    alphabetical: 'Alphabétique',
    delivery: 'Livraison locale',
    validation: 'Vérification des adresses de livraison',
    within_max_radius: 'Dans le rayon de livraison de chaque point de vente',
    postal_code: 'Par les codes postaux des points de vente',
    city: 'Par les villes des points de vente',
    more: 'Plus de réglages',
    fewer: 'Moins de réglages',
    country: 'Pays de base',
    countryCode: 'Code du pays de base',
    countryCodeHint: 'Deux lettres, par ex. FR',
    origins: 'Adresses des vitrines',
    originsHint: 'Les adresses de vos vitrines dont les pages peuvent appeler ce service (https://boutique.exemple).',
    pickupCode: 'Code de réduction pour le retrait',
    deliveryCode: 'Code de réduction pour la livraison locale',
    route: 'Distance mesurée selon l’itinéraire',
    fastest: 'Le plus rapide',
    shortest: 'Le plus court',
    compat: 'Dates du calendrier de retrait pour les vitrines',
    compatHint:
      'Comment le calendrier de retrait liste les jours que le client ne peut pas choisir. Gardez le texte, sauf si votre vitrine a été écrite pour le service d’origine et transmet le calendrier tel quel au sélecteur de dates pickadate, qui ne lit que des tableaux (les mois comptent à partir de 0 : 11 est décembre). Les calendriers de livraison et d’expédition envoient toujours des tableaux.',
    text: 'Texte (par défaut)',
    arrays: 'Tableaux pickadate',
    shipsOn: 'Expédie le',
    closedDates: "Jours de fermeture pour l'expédition",
    shippingZone: "Fuseau horaire de l'expédition",
    shippingZoneHint: 'Vide : le fuseau horaire de la boutique.',
    preparation: 'Temps de préparation',
    prepApplies: 'Le temps de préparation s’applique',
    orderedOn: 'Commandé le',
    amount: 'Préparation',
    unitCol: 'Unité',
    cutoff: 'Heure limite de commande',
    cutoffTime: 'Heure limite',
    after: "Après l'heure limite",
    dayAmount: 'Préparation du {day}',
    dayUnit: 'Unité du {day}',
    dayCutoff: 'Heure limite de commande du {day}',
    dayCutoffTime: 'Heure limite du {day}',
    dayAfter: "Préparation du {day} après l'heure limite",
    maximum: "Jusqu'où les clients peuvent choisir",
    maximumOn: 'Limiter la période de choix',
    howFar: 'Durée',
    limits: 'Commandes par jour',
    limitsOn: 'Limiter les commandes par jour',
    shippingCode: "Code de réduction pour l'expédition",
  },
  de: {
    shop: 'Shop',
    shipping: 'Versand',
    general: 'Allgemein',
    timezone: 'Zeitzone',
    timezoneHint: 'Geben Sie eine Stadt oder Region ein, z. B. Berlin. Standorte ohne eigene Zeitzone verwenden diese.',
    unit: 'Entfernungseinheit',
    kilometers: 'Kilometer',
    miles: 'Meilen',
    pickup: 'Abholung',
    perPage: 'Standorte pro Seite',
    perPageHint: 'Wie viele Abholstandorte ein Kunde auf einmal sieht.',
    sortOrder: 'Reihenfolge der Standorte',
    manual: 'Ihre Reihenfolge (wie auf der Seite Standorte)',
    alphabetical: 'Alphabetisch',
    delivery: 'Lokale Lieferung',
    validation: 'Wie Lieferadressen geprüft werden',
    within_max_radius: 'Im Lieferradius des jeweiligen Standorts',
    postal_code: 'Nach den Postleitzahlen der Standorte',
    city: 'Nach den Orten der Standorte',
    more: 'Weitere Einstellungen',
    fewer: 'Weniger Einstellungen',
    country: 'Basisland',
    countryCode: 'Code des Basislands',
    countryCodeHint: 'Zwei Buchstaben, z. B. DE',
    origins: 'Adressen der Storefronts',
    originsHint: 'Die Adressen Ihrer Storefronts, deren Seiten diesen Dienst aufrufen dürfen (https://shop.beispiel).',
    pickupCode: 'Rabattcode für Abholung',
    deliveryCode: 'Rabattcode für lokale Lieferung',
    route: 'Entfernung gemessen entlang der',
    fastest: 'Schnellsten Route',
    shortest: 'Kürzesten Route',
    compat: 'Daten des Abholkalenders für Storefronts',
    compatHint:
      'Wie der Abholkalender die Tage auflistet, die ein Kunde nicht wählen kann. Behalten Sie Text bei, außer Ihre Storefront wurde für den ursprünglichen Dienst geschrieben und gibt den Kalender direkt an den Datumswähler pickadate weiter, der nur Arrays liest (Monate zählen ab 0: 11 ist Dezember). Liefer- und Versandkalender senden immer Arrays.',
    text: 'Text (Standard)',
    arrays: 'pickadate-Arrays',
    shipsOn: 'Versand an',
    closedDates: 'Schließtage für den Versand',
    shippingZone: 'Zeitzone für den Versand',
    shippingZoneHint: 'Leer: die Zeitzone des Shops.',
    preparation: 'Vorbereitungszeit',
    prepApplies: 'Vorbereitungszeit gilt',
    orderedOn: 'Bestellt am',
    amount: 'Vorbereitung',
    unitCol: 'Einheit',
    cutoff: 'Bestellschluss',
    cutoffTime: 'Uhrzeit des Bestellschlusses',
    after: 'Nach dem Bestellschluss',
    dayAmount: 'Vorbereitung am {day}',
    dayUnit: 'Einheit am {day}',
    dayCutoff: 'Bestellschluss am {day}',
    dayCutoffTime: 'Uhrzeit des Bestellschlusses am {day}',
    dayAfter: 'Vorbereitung am {day} nach dem Bestellschluss',
    maximum: 'Wie weit im Voraus Kunden wählen können',
    maximumOn: 'Zeitraum begrenzen',
    howFar: 'Wie weit',
    limits: 'Bestellungen pro Tag',
    limitsOn: 'Bestellungen pro Tag begrenzen',
    shippingCode: 'Rabattcode für Versand',
  },
});

type Msg = keyof (typeof messages)['en'];

/** A card (Polaris-like: bordered, padded) with a small heading. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <Stack>{children}</Stack>
    </Paper>
  );
}

/** Rarely used settings behind a "More settings" button (rendered only when open; their values stay in the form). */
function More({ children }: { children: ReactNode }) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" size="sm" onClick={() => setOpen(!open)} aria-expanded={open} w="fit-content">
        {open ? t('fewer') : t('more')}
      </Button>
      {open && <Stack>{children}</Stack>}
    </>
  );
}

/** PATCH /shop: the shop's own settings (time zone, units, pickup and delivery options; discount codes and storefront options under "More settings"). */
function ShopForm() {
  const t = useT(messages);
  const opt = (...values: Msg[]) => values.map((value) => ({ value, label: t(value) }));
  return (
    <BlockForm<Shop>
      path="/shop"
      method="patch"
      toBody={({ timezone, base_country_name, base_country_code, measurement_format, storefront_origins, pickup, delivery, storefront_compatibility }) => ({
        timezone,
        base_country_name,
        base_country_code,
        measurement_format,
        storefront_origins,
        pickup: { pagination_limit: pickup.pagination_limit, sort_order: pickup.sort_order, discount_code: pickup.discount_code || null },
        delivery: {
          validation_mode: delivery.validation_mode,
          driving_distance_route: delivery.driving_distance_route,
          discount_code: delivery.discount_code || null,
        },
        storefront_compatibility: { pickup_disabled_dates: storefront_compatibility.pickup_disabled_dates },
      })}
    >
      {() => (
        <Stack>
          <Card title={t('general')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TimeZoneField name="timezone" label={t('timezone')} description={t('timezoneHint')} />
              <SelectField name="measurement_format" label={t('unit')} options={opt('kilometers', 'miles')} />
            </SimpleGrid>
          </Card>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Card title={t('pickup')}>
              <NumberField name="pickup.pagination_limit" label={t('perPage')} description={t('perPageHint')} />
              <SelectField name="pickup.sort_order" label={t('sortOrder')} options={opt('manual', 'alphabetical')} />
            </Card>
            <Card title={t('delivery')}>
              <SelectField name="delivery.validation_mode" label={t('validation')} options={opt('within_max_radius', 'postal_code', 'city')} />
            </Card>
          </SimpleGrid>
          <More>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="base_country_name" label={t('country')} />
              <TextField name="base_country_code" label={t('countryCode')} description={t('countryCodeHint')} />
              <TextField name="pickup.discount_code" label={t('pickupCode')} />
              <TextField name="delivery.discount_code" label={t('deliveryCode')} />
              <SelectField name="delivery.driving_distance_route" label={t('route')} options={opt('fastest', 'shortest')} />
            </SimpleGrid>
            <ListField name="storefront_origins" label={t('origins')} description={t('originsHint')} />
            <SelectField
              name="storefront_compatibility.pickup_disabled_dates"
              label={t('compat')}
              description={t('compatHint')}
              options={[
                { value: 'strings', label: t('text') },
                { value: 'arrays', label: t('arrays') },
              ]}
            />
          </More>
        </Stack>
      )}
    </BlockForm>
  );
}

type Json = Record<string, unknown>;

/** The form's shipping values as the body: weekdays left empty carry no preparation rule or limit. */
function shippingBody(values: Json): Json {
  const prep = { ...(values['preparation_time'] as Json) };
  const limits = { ...(values['order_limits'] as Json) };
  for (const d of WEEKDAYS) {
    const rule = prep[d] as Json | undefined;
    if (!rule || rule['value'] === null || rule['value'] === undefined) delete prep[d];
    if (limits[d] === null || limits[d] === undefined) delete limits[d];
  }
  return { ...values, timezone: values['timezone'] || null, discount_code: values['discount_code'] || null, preparation_time: prep, order_limits: limits };
}

/** The shipping preparation per weekday as one compact table (weekday names in the chosen language). */
function ShippingPreparation() {
  const t = useT(messages);
  const units = useT(UNIT_WORDS);
  const { locale } = useLocale();
  const unitOptions = (['minutes', 'hours', 'days'] as const).map((u) => ({ value: u, label: units(u) }));
  return (
    <Stack gap="xs">
      <SwitchField name="preparation_time.enabled" label={t('prepApplies')} />
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('orderedOn')}</Table.Th>
              <Table.Th scope="col">{t('amount')}</Table.Th>
              <Table.Th scope="col">{t('unitCol')}</Table.Th>
              <Table.Th scope="col">{t('cutoff')}</Table.Th>
              <Table.Th scope="col">{t('cutoffTime')}</Table.Th>
              <Table.Th scope="col">{t('after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAYS.map((d) => {
              const day = weekdayName(d, locale);
              return (
                <Table.Tr key={d}>
                  <Table.Th scope="row">{day}</Table.Th>
                  <Table.Td>
                    <NumberField name={`preparation_time.${d}.value`} label={t('dayAmount', { day })} hideLabel />
                  </Table.Td>
                  <Table.Td>
                    <SelectField name={`preparation_time.${d}.format`} label={t('dayUnit', { day })} options={unitOptions} hideLabel />
                  </Table.Td>
                  <Table.Td>
                    <CheckboxField name={`preparation_time.${d}.cutoff_time.enabled`} label={t('dayCutoff', { day })} hideLabel />
                  </Table.Td>
                  <Table.Td>
                    <TextField name={`preparation_time.${d}.cutoff_time.time`} label={t('dayCutoffTime', { day })} hideLabel />
                  </Table.Td>
                  <Table.Td>
                    <NumberField name={`preparation_time.${d}.cutoff_time.value`} label={t('dayAfter', { day })} hideLabel />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** PUT /shipping: days it ships and blackout dates; time zone, preparation, maximum date, daily limits and discount code under "More settings". */
function ShippingForm() {
  const t = useT(messages);
  const units = useT(UNIT_WORDS);
  const { locale } = useLocale();
  return (
    <BlockForm<Record<string, unknown>> path="/shipping" toBody={shippingBody}>
      {() => (
        <Stack>
          <Card title={t('shipsOn')}>
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
              {WEEKDAYS.map((d) => (
                <CheckboxField key={d} name={`${d}_enabled`} label={weekdayName(d, locale)} />
              ))}
            </SimpleGrid>
          </Card>
          <Card title={t('closedDates')}>
            <DateListField name="blackout_dates" label={t('closedDates')} />
          </Card>
          <More>
            <TimeZoneField name="timezone" label={t('shippingZone')} description={t('shippingZoneHint')} />
            <Card title={t('preparation')}>
              <ShippingPreparation />
            </Card>
            <Card title={t('maximum')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SwitchField name="maximum_date.enabled" label={t('maximumOn')} />
                <NumberField name="maximum_date.value" label={t('howFar')} />
                <SelectField
                  name="maximum_date.metric"
                  label={t('unitCol')}
                  options={(['days', 'weeks', 'months'] as const).map((u) => ({ value: u, label: units(u) }))}
                />
              </SimpleGrid>
            </Card>
            <Card title={t('limits')}>
              <SwitchField name="order_limits.enabled" label={t('limitsOn')} />
              <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
                {WEEKDAYS.map((d) => (
                  <NumberField key={d} name={`order_limits.${d}`} label={weekdayName(d, locale)} />
                ))}
              </SimpleGrid>
            </Card>
            <TextField name="discount_code" label={t('shippingCode')} />
          </More>
        </Stack>
      )}
    </BlockForm>
  );
}

/** Shop settings: the shop (PATCH /shop) and shipping (PUT /shipping), in cards, with rarely used settings behind "More settings". */
export function ShopPage() {
  const t = useT(messages);
  return (
    <Stack gap="xl">
      <section aria-labelledby="shop-h">
        <Title order={2} id="shop-h" mb="sm">
          {t('shop')}
        </Title>
        <ShopForm />
      </section>
      <section aria-labelledby="shipping-h">
        <Title order={2} id="shipping-h" mb="sm">
          {t('shipping')}
        </Title>
        <ShippingForm />
      </section>
    </Stack>
  );
}
