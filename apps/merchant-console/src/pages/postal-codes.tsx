import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { BlockForm } from '../components/save';
import { NumberField, TextField } from '../forms';

interface MerchantCode {
  postal_code: string;
  latitude: number;
  longitude: number;
  country_code: string | null;
  place_name: string | null;
}

function Rows() {
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name: 'postal_codes', keyName: 'key' });
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Postal code</Table.Th>
              <Table.Th scope="col">Latitude</Table.Th>
              <Table.Th scope="col">Longitude</Table.Th>
              <Table.Th scope="col">Country</Table.Th>
              <Table.Th scope="col">Place</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.fields.map((r, i) => (
              <Table.Tr key={r.key}>
                <Table.Td>
                  <TextField name={`postal_codes.${i}.postal_code`} label={`Code ${i + 1}`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <NumberField name={`postal_codes.${i}.latitude`} label={`Code ${i + 1} latitude`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <NumberField name={`postal_codes.${i}.longitude`} label={`Code ${i + 1} longitude`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <TextField name={`postal_codes.${i}.country_code`} label={`Code ${i + 1} country`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <TextField name={`postal_codes.${i}.place_name`} label={`Code ${i + 1} place`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="outline" color="red.9" onClick={() => rows.remove(i)} aria-label={`Remove code ${i + 1}`}>
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="outline" onClick={() => rows.append({ postal_code: '', latitude: null, longitude: null, country_code: null, place_name: null })}>
          Add a code
        </Button>
      </Group>
    </>
  );
}

/** PUT /postal-codes: the merchant's own postal codes, found first when shoppers search (and by the coordinates look-up). */
export function PostalCodesPage() {
  return (
    <Stack>
      <Text>Postal codes you geocode yourself (WGS 84 degrees). Shopper searches and the coordinates look-up of a location find these first.</Text>
      <BlockForm<{ postal_codes: MerchantCode[] }>
        path="/postal-codes"
        toBody={(v) => ({ postal_codes: v.postal_codes.map((c) => ({ ...c, country_code: c.country_code || null, place_name: c.place_name || null })) })}
      >
        {() => <Rows />}
      </BlockForm>
    </Stack>
  );
}
