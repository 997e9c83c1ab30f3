import { Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { BlockForm } from '../components/save';
import { DateListField } from '../components/month-calendar';
import { CheckboxField, ListField, NumberField, SelectField, SwitchField, TextField } from '../forms';
import type { AdminShop as Shop } from '@fulfil/api-client';
import { WEEKDAYS } from '../weekdays';

const ZONES: string[] = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];

/** The choices of `storefront_compatibility.pickup_disabled_dates`, in words. */
const PICKUP_DATE_FORMS = [
  { value: 'strings', label: 'Text (default)' },
  { value: 'arrays', label: 'pickadate arrays' },
];

/** PATCH /shop: the shop's own settings (time zone, units, pickup and delivery options, discount codes, storefront compatibility). */
function ShopForm() {
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
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              name="timezone"
              label="Time zone"
              description={`IANA name, e.g. America/Chicago${ZONES.length ? ` (${ZONES.length} known to this browser)` : ''}`}
            />
            <SelectField name="measurement_format" label="Distance unit" options={['kilometers', 'miles']} />
            <TextField name="base_country_name" label="Base country" />
            <TextField name="base_country_code" label="Base country code" description="ISO 3166-1 alpha-2, e.g. US" />
          </SimpleGrid>
          <ListField
            name="storefront_origins"
            label="Storefront origins"
            description="Origins whose browsers may call the storefront API (https://shop.example)."
          />
          <Fieldset legend="Pickup">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberField name="pickup.pagination_limit" label="Locations per page" />
              <SelectField name="pickup.sort_order" label="Sort order" options={['manual', 'alphabetical']} />
              <TextField name="pickup.discount_code" label="Pickup discount code" />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Delivery">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SelectField name="delivery.validation_mode" label="Validation mode" options={['within_max_radius', 'postal_code', 'city']} />
              <SelectField name="delivery.driving_distance_route" label="Route" options={['fastest', 'shortest']} />
              <TextField name="delivery.discount_code" label="Delivery discount code" />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Storefront compatibility">
            <SelectField
              name="storefront_compatibility.pickup_disabled_dates"
              label="Pickup calendar dates for storefronts"
              description="How the pickup calendar lists the days a shopper cannot choose. Keep text unless your storefront was written for the original service and passes the calendar straight to the pickadate date picker, which reads only arrays (months count from 0: 11 is December). Delivery and shipping calendars always send arrays."
              options={PICKUP_DATE_FORMS}
            />
          </Fieldset>
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

/** PUT /shipping: enabled weekdays, blackout dates, preparation with cutoff, maximum date, weekday order limits. */
function ShippingForm() {
  return (
    <BlockForm<Record<string, unknown>> path="/shipping" toBody={shippingBody}>
      {() => (
        <Stack>
          <TextField name="timezone" label="Shipping time zone" description="Empty: the shop's" />
          <Fieldset legend="Ships on">
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
              {WEEKDAYS.map((d) => (
                <CheckboxField key={d} name={`${d}_enabled`} label={d} />
              ))}
            </SimpleGrid>
          </Fieldset>
          <DateListField name="blackout_dates" label="Shipping blackout dates" />
          <Fieldset legend="Preparation time">
            <SwitchField name="preparation_time.enabled" label="Preparation time applies" />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="sm">
              {WEEKDAYS.map((d) => (
                <Fieldset key={d} legend={d} variant="filled">
                  <NumberField name={`preparation_time.${d}.value`} label="Amount" />
                  <SelectField name={`preparation_time.${d}.format`} label="Unit" options={['minutes', 'hours', 'days']} />
                  <CheckboxField name={`preparation_time.${d}.cutoff_time.enabled`} label="Order cutoff" />
                  <TextField name={`preparation_time.${d}.cutoff_time.time`} label="Cutoff time (HH:MM)" />
                  <NumberField name={`preparation_time.${d}.cutoff_time.value`} label="Amount after cutoff" />
                </Fieldset>
              ))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Maximum date">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SwitchField name="maximum_date.enabled" label="Limit how far ahead" />
              <NumberField name="maximum_date.value" label="How far" />
              <SelectField name="maximum_date.metric" label="Unit" options={['days', 'weeks', 'months']} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Daily order limits">
            <SwitchField name="order_limits.enabled" label="Limit orders per day" />
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} mt="sm">
              {WEEKDAYS.map((d) => (
                <NumberField key={d} name={`order_limits.${d}`} label={d} />
              ))}
            </SimpleGrid>
          </Fieldset>
          <TextField name="discount_code" label="Shipping discount code" />
        </Stack>
      )}
    </BlockForm>
  );
}

export function ShopPage() {
  return (
    <Stack gap="xl">
      <section aria-labelledby="shop-h">
        <Title order={2} id="shop-h" mb="sm">
          Shop
        </Title>
        <ShopForm />
      </section>
      <section aria-labelledby="shipping-h">
        <Title order={2} id="shipping-h" mb="sm">
          Shipping
        </Title>
        <ShippingForm />
      </section>
    </Stack>
  );
}
