import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { BlockForm } from '../components/save';
import { NumberField, TextField } from '../forms';
import { defineMessages, useT } from '../i18n';
import type { FulfilmentComponents } from '@fulfil/api-client';

type MerchantCode = FulfilmentComponents['schemas']['StoreMerchantPostalCode'];

const messages = defineMessages({
  en: {
    intro: 'Postal codes you geocode yourself (WGS 84 degrees). Shopper searches and the coordinates look-up of a location find these first.',
    postalCode: 'Postal code',
    latitude: 'Latitude',
    longitude: 'Longitude',
    country: 'Country',
    place: 'Place',
    remove: 'Remove',
    code: 'Code {n}',
    codeLatitude: 'Code {n} latitude',
    codeLongitude: 'Code {n} longitude',
    codeCountry: 'Code {n} country',
    codePlace: 'Code {n} place',
    removeCode: 'Remove code {n}',
    add: 'Add a code',
  },
  fr: {
    intro:
      'Les codes postaux que vous géocodez vous-même (degrés WGS 84). Les recherches des clients et la recherche de coordonnées d’un emplacement les trouvent en premier.',
    postalCode: 'Code postal',
    latitude: 'Latitude',
    longitude: 'Longitude',
    country: 'Pays',
    place: 'Lieu',
    remove: 'Supprimer',
    code: 'Code {n}',
    codeLatitude: 'Latitude du code {n}',
    codeLongitude: 'Longitude du code {n}',
    codeCountry: 'Pays du code {n}',
    codePlace: 'Lieu du code {n}',
    removeCode: 'Supprimer le code {n}',
    add: 'Ajouter un code',
  },
  de: {
    intro: 'Postleitzahlen, die Sie selbst geokodieren (Grad nach WGS 84). Suchen von Kunden und die Koordinatensuche eines Standorts finden diese zuerst.',
    postalCode: 'Postleitzahl',
    latitude: 'Breitengrad',
    longitude: 'Längengrad',
    country: 'Land',
    place: 'Ort',
    remove: 'Entfernen',
    code: 'Postleitzahl {n}',
    codeLatitude: 'Breitengrad von Postleitzahl {n}',
    codeLongitude: 'Längengrad von Postleitzahl {n}',
    codeCountry: 'Land von Postleitzahl {n}',
    codePlace: 'Ort von Postleitzahl {n}',
    removeCode: 'Postleitzahl {n} entfernen',
    add: 'Postleitzahl hinzufügen',
  },
});

function Rows() {
  const { control } = useFormContext();
  const t = useT(messages);
  const rows = useFieldArray({ control, name: 'postal_codes', keyName: 'key' });
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('postalCode')}</Table.Th>
              <Table.Th scope="col">{t('latitude')}</Table.Th>
              <Table.Th scope="col">{t('longitude')}</Table.Th>
              <Table.Th scope="col">{t('country')}</Table.Th>
              <Table.Th scope="col">{t('place')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.fields.map((r, i) => (
              <Table.Tr key={r.key}>
                <Table.Td>
                  <TextField name={`postal_codes.${i}.postal_code`} label={t('code', { n: i + 1 })} hideLabel />
                </Table.Td>
                <Table.Td>
                  <NumberField name={`postal_codes.${i}.latitude`} label={t('codeLatitude', { n: i + 1 })} hideLabel />
                </Table.Td>
                <Table.Td>
                  <NumberField name={`postal_codes.${i}.longitude`} label={t('codeLongitude', { n: i + 1 })} hideLabel />
                </Table.Td>
                <Table.Td>
                  <TextField name={`postal_codes.${i}.country_code`} label={t('codeCountry', { n: i + 1 })} hideLabel />
                </Table.Td>
                <Table.Td>
                  <TextField name={`postal_codes.${i}.place_name`} label={t('codePlace', { n: i + 1 })} hideLabel />
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="outline" color="red.9" onClick={() => rows.remove(i)} aria-label={t('removeCode', { n: i + 1 })}>
                    {t('remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="outline" onClick={() => rows.append({ postal_code: '', latitude: null, longitude: null, country_code: null, place_name: null })}>
          {t('add')}
        </Button>
      </Group>
    </>
  );
}

/** PUT /postal-codes: the merchant's own postal codes, found first when shoppers search (and by the coordinates look-up). */
export function PostalCodesPage() {
  const t = useT(messages);
  return (
    <Stack>
      <Text>{t('intro')}</Text>
      <BlockForm<{ postal_codes: MerchantCode[] }>
        path="/postal-codes"
        toBody={(v) => ({ postal_codes: v.postal_codes.map((c) => ({ ...c, country_code: c.country_code || null, place_name: c.place_name || null })) })}
      >
        {() => <Rows />}
      </BlockForm>
    </Stack>
  );
}
