import { Accordion, Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { DateListField } from '../components/month-calendar';
import { BlockForm } from '../components/save';
import { SlotRows } from '../components/slots';
import { CheckboxField, ListField, NumberField, SelectField, SwitchField, TextField } from '../forms';
import type { Weekday } from '@fulfil/api-client';
import { WEEKDAYS } from '../weekdays';

type Amount = { format: string; value: number };
interface DeliveryDay {
  blackout_dates: string[];
  breakpoint: string;
  useBreakpoint: boolean;
  before: Amount;
  after: Amount;
  slots: { enabled: boolean; slots: { id?: number; from: string; until: string; limited: boolean; limit: number }[] };
}
type Delivery = {
  max_radius: number | null;
  postal_codes: string[];
  postal_code_match_mode: string;
  cities: string[];
  flip_blackout_dates: boolean;
  blackouts: string[];
} & {
  [K in Weekday]?: DeliveryDay;
};
type DeliveryForm = Delivery & { open: Record<Weekday, boolean> };

const EMPTY_DAY: DeliveryDay = {
  blackout_dates: [],
  breakpoint: '12:00',
  useBreakpoint: false,
  before: { format: 'days', value: 0 },
  after: { format: 'days', value: 0 },
  slots: { enabled: false, slots: [] },
};

function toForm(d: Delivery): DeliveryForm {
  const days = Object.fromEntries(WEEKDAYS.map((w) => [w, d[w] ?? structuredClone(EMPTY_DAY)]));
  return { ...d, ...days, open: Object.fromEntries(WEEKDAYS.map((w) => [w, !!d[w]])) as Record<Weekday, boolean> };
}

function toBody({ open, ...d }: DeliveryForm): Delivery {
  const out: Delivery = { ...d };
  for (const w of WEEKDAYS) if (!open[w]) delete out[w];
  return out;
}

/** PUT /locations/:id/delivery-settings: where it delivers, blackouts, and per weekday preparation and slots with limits. */
export function DeliveryTab({ id }: { id: number }) {
  return (
    <section aria-labelledby="delivery-h">
      <Title order={2} id="delivery-h" mb="sm">
        Delivery
      </Title>
      <BlockForm<DeliveryForm> path={`/locations/${id}/delivery-settings`} toForm={toForm as never} toBody={toBody}>
        {(form) => (
          <Stack>
            <Fieldset legend="Where it delivers">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberField name="max_radius" label="Radius" description="In the shop's distance unit; used by the within_max_radius mode" />
                <SelectField name="postal_code_match_mode" label="Postal-code matching" options={['exact', 'prefix', 'pattern']} />
              </SimpleGrid>
              <ListField name="postal_codes" label="Delivery postal codes" description="Used by the postal_code mode. Press Enter or a comma after each." />
              <ListField name="cities" label="Cities" description="Used by the city mode." />
            </Fieldset>
            <Fieldset legend="Blackout dates or allow-list">
              <SwitchField name="flip_blackout_dates" label="Only these dates (allow-list mode)" />
              <DateListField
                name="blackouts"
                label={form.watch('flip_blackout_dates') ? 'Allowed delivery dates' : 'Delivery blackout dates'}
                chosenWord={form.watch('flip_blackout_dates') ? 'allowed' : 'blackout'}
              />
            </Fieldset>
            <Accordion multiple variant="separated">
              {WEEKDAYS.map((w) => (
                <Accordion.Item key={w} value={w}>
                  <Accordion.Control>
                    {w}: {form.watch(`open.${w}`) ? 'delivers' : 'closed'}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack>
                      <CheckboxField name={`open.${w}`} label={`Delivers on ${w}`} />
                      <SimpleGrid cols={{ base: 1, sm: 3 }}>
                        <SwitchField name={`${w}.useBreakpoint`} label="Order cutoff (later orders take longer)" />
                        <TextField name={`${w}.breakpoint`} label="Cutoff time (HH:MM)" />
                      </SimpleGrid>
                      <SimpleGrid cols={{ base: 2, sm: 4 }}>
                        <NumberField name={`${w}.before.value`} label="Preparation time" />
                        <SelectField name={`${w}.before.format`} label="Unit" options={['minutes', 'hours', 'days']} />
                        <NumberField name={`${w}.after.value`} label="After the cutoff" />
                        <SelectField name={`${w}.after.format`} label="Unit after" options={['minutes', 'hours', 'days']} />
                      </SimpleGrid>
                      <SwitchField name={`${w}.slots.enabled`} label="Time slots (off: the shopper picks a date only)" />
                      <SlotRows
                        name={`${w}.slots.slots`}
                        fromKey="from"
                        untilKey="until"
                        withWeekday={false}
                        blank={{ from: '09:00', until: '12:00', limited: false, limit: 0 }}
                      />
                      <ListField name={`${w}.blackout_dates`} label={`Blackout dates on ${w} only (YYYY-MM-DD)`} />
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        )}
      </BlockForm>
    </section>
  );
}
