import { Button, Checkbox, Group, Table, VisuallyHidden } from '@mantine/core';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField, errorText, NumberField, SelectField, TextField } from '../forms';
import { WEEKDAYS } from '../weekdays';

/**
 * The rows of a slot list (`slots`) as a table: weekday (pickup only), start, end, whether
 * limited and the limit. `from`/`until` name the time fields (`available_from` for
 * pickup rows, `from` for delivery rows). Rows keep their `id`, so orders keep counting.
 */
export function SlotRows({
  name,
  fromKey,
  untilKey,
  withWeekday,
  blank,
}: {
  name: string;
  fromKey: string;
  untilKey: string;
  withWeekday: boolean;
  blank: object;
}) {
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name, keyName: 'key' });
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {withWeekday && <Table.Th scope="col">Weekday</Table.Th>}
              <Table.Th scope="col">Starts (HH:MM)</Table.Th>
              <Table.Th scope="col">Ends (HH:MM)</Table.Th>
              <Table.Th scope="col">Limited</Table.Th>
              <Table.Th scope="col">Limit (orders per date)</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.fields.map((row, i) => (
              <Table.Tr key={row.key} data-row={i}>
                {withWeekday && (
                  <Table.Td>
                    <SelectField name={`${name}.${i}.day_of_week`} label={`Slot ${i + 1} weekday`} options={WEEKDAYS} hideLabel />
                  </Table.Td>
                )}
                <Table.Td>
                  <TextField name={`${name}.${i}.${fromKey}`} label={`Slot ${i + 1} start`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <TextField name={`${name}.${i}.${untilKey}`} label={`Slot ${i + 1} end`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <CheckboxField name={`${name}.${i}.limited`} label={`Slot ${i + 1} limited`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <NumberField name={`${name}.${i}.limit`} label={`Slot ${i + 1} limit`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="outline" color="red.9" onClick={() => rows.remove(i)} aria-label={`Remove slot ${i + 1}`}>
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="outline" onClick={() => rows.append(blank)}>
          Add a slot
        </Button>
      </Group>
    </>
  );
}

/** A list of weekdays (`allowed_weekdays`) as checkboxes. */
export function WeekdaysField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Checkbox.Group label={label} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} error={errorText(fieldState.error)}>
          <Group mt="xs">
            {WEEKDAYS.map((d) => (
              <Checkbox key={d} value={d} label={d} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}
