import { Button, Group, Modal, Pagination, SimpleGrid, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { admin } from '../api';
import { GeocodeButton } from '../components/geocode';
import { Loaded } from '../components/save';
import { applyProblem, NumberField, ProblemAlert, TextField } from '../forms';
import { Link, useRouter } from '../router';
import type { AdminLocation as Location } from '@fulfil/api-client';

const PER_PAGE = 25;

/** The shop's locations: search, page through, create, open one, disable or enable it. */
export function LocationsPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [creating, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const path = `/locations?page=${page}&per_page=${PER_PAGE}${q ? `&q=${encodeURIComponent(q)}` : ''}`;
  const query = useQuery({ queryKey: [path], queryFn: () => admin.get<{ total: number; locations: Location[] }>(path) });
  const toggle = useMutation({
    mutationFn: (l: Location) => {
      const on = !(l.pickup_enabled || l.delivery_enabled);
      return admin.patch<Location>(`/locations/${l.id}`, { pickup_enabled: on, delivery_enabled: on });
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <TextInput
          label="Search locations"
          description="Name, city, postal code or external id"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
          type="search"
        />
        <Button onClick={open}>New location</Button>
      </Group>
      {toggle.isError && <ProblemAlert problem={toggle.error} />}
      <Loaded query={query}>
        {(data) => (
          <>
            <Text role="status">{data.total === 1 ? '1 location' : `${data.total} locations`}</Text>
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Name</Table.Th>
                    <Table.Th scope="col">City</Table.Th>
                    <Table.Th scope="col">Postal code</Table.Th>
                    <Table.Th scope="col">External id</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.locations.map((l) => {
                    const enabled = l.pickup_enabled || l.delivery_enabled;
                    return (
                      <Table.Tr key={l.id}>
                        <Table.Td>
                          <Link to={`/locations/${l.id}`}>{l.company_name}</Link>
                        </Table.Td>
                        <Table.Td>{l.city}</Table.Td>
                        <Table.Td>{l.postal_code}</Table.Td>
                        <Table.Td>{l.external_id}</Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={enabled ? 400 : 700}>
                            {[l.pickup_enabled && 'pickup', l.delivery_enabled && 'delivery'].filter(Boolean).join(' + ') || 'disabled'}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => toggle.mutate(l)}
                            aria-label={`${enabled ? 'Disable' : 'Enable'} ${l.company_name}`}
                          >
                            {enabled ? 'Disable' : 'Enable'}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.total > PER_PAGE && (
              <Pagination
                total={Math.ceil(data.total / PER_PAGE)}
                value={page}
                onChange={setPage}
                getControlProps={(c) => ({ 'aria-label': `${c} page` })}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              />
            )}
          </>
        )}
      </Loaded>
      <Modal opened={creating} onClose={close} title="New location" size="lg">
        <CreateLocation onDone={close} />
      </Modal>
    </Stack>
  );
}

/** The location's address fields (create and edit share them), with coordinates looked up from the postal code. */
export function AddressFields() {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="company_name" label="Name" />
        <TextField name="external_id" label="External id" description="Your own id; store files match locations by it" />
        <TextField name="address_line_1" label="Address" />
        <TextField name="address_line_2" label="Address line 2" />
        <TextField name="city" label="City" />
        <TextField name="region" label="Region" />
        <TextField name="postal_code" label="Postal code" />
        <TextField name="country" label="Country code" description="ISO 3166-1 alpha-2, e.g. US" />
      </SimpleGrid>
      <Group align="end">
        <NumberField name="latitude" label="Latitude" description="Degrees north, WGS 84" />
        <NumberField name="longitude" label="Longitude" description="Degrees east, WGS 84" />
        <GeocodeButton />
      </Group>
    </>
  );
}

function CreateLocation({ onDone }: { onDone(): void }) {
  const form = useForm<Partial<Location>>({ defaultValues: { country: 'US', address_line_2: null, latitude: undefined, longitude: undefined } });
  const queryClient = useQueryClient();
  const { navigate } = useRouter();
  const create = useMutation({
    mutationFn: (body: Partial<Location>) => admin.post<Location>('/locations', body),
    onSuccess: (l) => {
      queryClient.invalidateQueries();
      onDone();
      navigate(`/locations/${l.id}`);
    },
    onError: (e) => applyProblem(e, form),
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))}>
        <Stack>
          <AddressFields />
          <Button type="submit" loading={create.isPending}>
            Create location
          </Button>
          {create.isError && <ProblemAlert problem={create.error} />}
        </Stack>
      </form>
    </FormProvider>
  );
}
