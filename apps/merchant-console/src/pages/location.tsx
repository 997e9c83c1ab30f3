import { Fieldset, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { admin } from '../api';
import { BlockForm, Loaded } from '../components/save';
import { CheckboxField, SwitchField, TextField } from '../forms';
import { useRouter } from '../router';
import type { AdminLocation as Location } from '@fulfil/api-client';
import { WEEKDAYS } from '../weekdays';
import { AddressFields } from './locations';
import { LocationUsage } from './capacity';
import { DeliveryTab } from './location-delivery';
import { PickupTab } from './location-pickup';
import { Preview } from './preview';
import { ActivationForm, PreparationForm } from './rule-forms';

const TABS = [
  ['details', 'Details'],
  ['pickup', 'Pickup'],
  ['delivery', 'Delivery'],
  ['preparation', 'Preparation'],
  ['activation', 'Activation'],
  ['capacity', 'Capacity'],
  ['preview', 'Preview'],
] as const;

/** One location: its details and, per tab, each block of its rules. */
export function LocationPage({ id, tab }: { id: number; tab: string }) {
  const { navigate } = useRouter();
  const query = useQuery({ queryKey: [`/locations/${id}`], queryFn: () => admin.get<Location>(`/locations/${id}`) });
  return (
    <Loaded query={query}>
      {(location) => (
        <Stack>
          <Title order={2}>{location.company_name}</Title>
          <Text>
            {location.address_line_1}, {location.city} {location.postal_code} · {location.timezone ?? "shop's time zone"}
          </Text>
          <Tabs value={tab} onChange={(t) => navigate(`/locations/${id}${t === 'details' ? '' : `/${t}`}`)} keepMounted={false}>
            <Tabs.List>
              {TABS.map(([value, label]) => (
                <Tabs.Tab key={value} value={value}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="details" pt="md">
              <DetailsForm id={id} />
            </Tabs.Panel>
            <Tabs.Panel value="pickup" pt="md">
              <PickupTab id={id} />
            </Tabs.Panel>
            <Tabs.Panel value="delivery" pt="md">
              <DeliveryTab id={id} />
            </Tabs.Panel>
            <Tabs.Panel value="preparation" pt="md">
              <Stack gap="xl">
                <PreparationForm path={`/locations/${id}/preparation-times/pickup`} title="Pickup preparation" location />
                <PreparationForm path={`/locations/${id}/preparation-times/delivery`} title="Delivery preparation" location />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="activation" pt="md">
              <Stack gap="xl">
                <ActivationForm path={`/locations/${id}/conditional-activation/pickup`} title="Pickup activation" location />
                <ActivationForm path={`/locations/${id}/conditional-activation/delivery`} title="Delivery activation" location />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="capacity" pt="md">
              <LocationUsage id={id} />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="md">
              <Preview location={location} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Loaded>
  );
}

/** PATCH /locations/:id: address, coordinates, time zone, custom attributes, opening hours, methods. */
function DetailsForm({ id }: { id: number }) {
  return (
    <BlockForm<Location>
      path={`/locations/${id}`}
      method="patch"
      toForm={(l) => ({ ...l, opening_hours: Object.fromEntries(WEEKDAYS.map((d) => [d, l.opening_hours[d] ?? { opens: '', closes: '', closed: true }])) })}
      toBody={({ id: _id, sort_position: _s, ...rest }) => ({
        ...rest,
        timezone: rest.timezone || null,
        opening_hours: Object.fromEntries(Object.entries(rest.opening_hours).filter(([, h]) => h && (h.opens || h.closes || !h.closed))),
      })}
    >
      {() => (
        <Stack>
          <AddressFields />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField name="timezone" label="Time zone" description="IANA name; empty: the shop's" />
            <TextField name="more_information" label="More information" multiline />
            <TextField name="custom_attribute_1" label="Custom attribute 1" />
            <TextField name="custom_attribute_2" label="Custom attribute 2" />
            <TextField name="custom_attribute_3" label="Custom attribute 3" />
          </SimpleGrid>
          <Fieldset legend="Methods">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SwitchField name="pickup_enabled" label="Pickup" />
              <SwitchField name="delivery_enabled" label="Delivery" />
              <SwitchField name="widget_enabled" label="Ordering widget" />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Opening hours (shown to shoppers)">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Day</Table.Th>
                  <Table.Th scope="col">Opens (HH:MM)</Table.Th>
                  <Table.Th scope="col">Closes (HH:MM)</Table.Th>
                  <Table.Th scope="col">Closed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {WEEKDAYS.map((d) => (
                  <Table.Tr key={d}>
                    <Table.Th scope="row">{d}</Table.Th>
                    <Table.Td>
                      <TextField name={`opening_hours.${d}.opens`} label={`${d} opens`} hideLabel />
                    </Table.Td>
                    <Table.Td>
                      <TextField name={`opening_hours.${d}.closes`} label={`${d} closes`} hideLabel />
                    </Table.Td>
                    <Table.Td>
                      <CheckboxField name={`opening_hours.${d}.closed`} label={`${d} closed`} hideLabel />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Fieldset>
        </Stack>
      )}
    </BlockForm>
  );
}
