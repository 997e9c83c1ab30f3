import { Fieldset, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { DateListField } from '../components/month-calendar';
import { BlockForm } from '../components/save';
import { SlotRows, WeekdaysField } from '../components/slots';
import { CheckboxField, NumberField, SwitchField, TextField } from '../forms';
import type { AdminPickupSlot as Slot, Weekday } from '@fulfil/api-client';
import { WEEKDAYS } from '../weekdays';

type Window = { min: string; max: string };
interface PickupSettings {
  date_picker_enabled: boolean;
  time_picker_enabled: boolean;
  weekday_windows: Partial<Record<Weekday, Window>>;
  interval: number;
  blackout_dates: string[];
  allow_list_mode: boolean;
  allowed_weekdays: Weekday[];
  future_order_window_days: number | null;
  limits_enabled: boolean;
}
type PickupForm = Omit<PickupSettings, 'weekday_windows'> & { weekday_windows: Record<Weekday, Window>; open: Record<Weekday, boolean> };

/** The form's shape: every weekday has a window row and an "open" box. */
function toForm(s: PickupSettings): PickupForm {
  return {
    ...s,
    weekday_windows: Object.fromEntries(WEEKDAYS.map((d) => [d, s.weekday_windows[d] ?? { min: '', max: '' }])) as Record<Weekday, Window>,
    open: Object.fromEntries(WEEKDAYS.map((d) => [d, !!s.weekday_windows[d]])) as Record<Weekday, boolean>,
  };
}

/** Back to the API's shape: windows of the open weekdays only. */
function toBody({ open, weekday_windows, ...rest }: PickupForm): PickupSettings {
  return { ...rest, weekday_windows: Object.fromEntries(WEEKDAYS.filter((d) => open[d]).map((d) => [d, weekday_windows[d]])) };
}

/** PUT /locations/:id/pickup-settings and /pickup-slots. */
export function PickupTab({ id }: { id: number }) {
  return (
    <Stack gap="xl">
      <section aria-labelledby="pickup-settings-h">
        <Title order={2} id="pickup-settings-h" mb="sm">
          Pickup days and windows
        </Title>
        <BlockForm<PickupForm> path={`/locations/${id}/pickup-settings`} toForm={toForm as never} toBody={toBody}>
          {(form) => (
            <Stack>
              <Table w="auto">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Day</Table.Th>
                    <Table.Th scope="col">Open</Table.Th>
                    <Table.Th scope="col">From (HH:MM)</Table.Th>
                    <Table.Th scope="col">Until (HH:MM)</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {WEEKDAYS.map((d) => (
                    <Table.Tr key={d}>
                      <Table.Th scope="row">{d}</Table.Th>
                      <Table.Td>
                        <CheckboxField name={`open.${d}`} label={`${d} open`} hideLabel />
                      </Table.Td>
                      <Table.Td>
                        <TextField name={`weekday_windows.${d}.min`} label={`${d} from`} hideLabel />
                      </Table.Td>
                      <Table.Td>
                        <TextField name={`weekday_windows.${d}.max`} label={`${d} until`} hideLabel />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberField name="interval" label="Interval (minutes between slot starts)" />
                <NumberField name="future_order_window_days" label="Days ahead orders are taken" description="Empty: no limit" />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SwitchField name="date_picker_enabled" label="Shopper picks a date" />
                <SwitchField name="time_picker_enabled" label="Shopper picks a time" />
                <SwitchField name="limits_enabled" label="Slot limits apply" />
              </SimpleGrid>
              <Fieldset legend="Blackout dates or allow-list">
                <SwitchField
                  name="allow_list_mode"
                  label="Only these dates (allow-list mode)"
                  description="On: the dates below and the weekdays ticked are the only pickup days."
                />
                <DateListField
                  name="blackout_dates"
                  label={form.watch('allow_list_mode') ? 'Allowed dates' : 'Blackout dates'}
                  chosenWord={form.watch('allow_list_mode') ? 'allowed' : 'blackout'}
                />
                <WeekdaysField name="allowed_weekdays" label="Allow-list mode: every date of these weekdays is allowed" />
              </Fieldset>
            </Stack>
          )}
        </BlockForm>
      </section>
      <section aria-labelledby="pickup-slots-h">
        <Title order={2} id="pickup-slots-h" mb="sm">
          Pickup slots and limits
        </Title>
        <BlockForm<{ slots: Slot[] }> path={`/locations/${id}/pickup-slots`} saveLabel="Save slots">
          {() => (
            <Stack>
              <SlotRows
                name="slots"
                fromKey="available_from"
                untilKey="available_until"
                withWeekday
                blank={{ day_of_week: 'monday', available_from: '09:00', available_until: '10:00', limited: false, limit: 0 }}
              />
            </Stack>
          )}
        </BlockForm>
      </section>
    </Stack>
  );
}
