import { Badge, Group, NativeSelect, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '../api';
import { Loaded } from '../components/save';
import type { AdminLocation as Location, AdminSlotUsage as UsageRow } from '@fulfil/api-client';

interface Usage {
  location_id: number;
  timezone: string;
  from: string;
  to: string;
  rows: UsageRow[];
}

/**
 * A location's capacity for the next `days` days (`GET /admin/v1.0/locations/:id/usage`):
 * per date, method and slot the limit, the orders counted and the live holds (`reservations`).
 * Dates start today in the location's zone (the server decides "today").
 */
export function LocationUsage({ id, days: initialDays = 14 }: { id: number; days?: number }) {
  const [days, setDays] = useState(initialDays);
  const first = useQuery({ queryKey: [`/locations/${id}/usage`], queryFn: () => admin.get<Usage>(`/locations/${id}/usage`) });
  const from = first.data?.from;
  const to = from ? new Date(Date.parse(`${from}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10) : undefined;
  const path = `/locations/${id}/usage?from=${from}&to=${to}`;
  const query = useQuery({ queryKey: [path], queryFn: () => admin.get<Usage>(path), enabled: !!from, refetchInterval: 10_000 });
  return (
    <Stack>
      <NumberInput label="Days ahead" value={days} onChange={(v) => setDays(Math.max(1, Math.min(92, Number(v) || 1)))} w={160} />
      <Loaded query={from ? query : first}>
        {(usage) => (
          <>
            <Text>
              {usage.from} to {usage.to}, {usage.timezone}. Full slots are no longer offered to shoppers.
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Capacity per date and slot">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Method</Table.Th>
                    <Table.Th scope="col">Slot</Table.Th>
                    <Table.Th scope="col">Limit</Table.Th>
                    <Table.Th scope="col">Orders</Table.Th>
                    <Table.Th scope="col">Held</Table.Th>
                    <Table.Th scope="col">State</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {usage.rows.map((r) => (
                    <Table.Tr key={`${r.method}-${r.date}-${r.slot_id}`} data-date={r.date} data-slot={r.slot_id ?? ''}>
                      <Table.Td>
                        {r.date} ({r.weekday.slice(0, 3)})
                      </Table.Td>
                      <Table.Td>{r.method}</Table.Td>
                      <Table.Td>{r.from ? `${r.from}–${r.until}` : 'whole day'}</Table.Td>
                      <Table.Td>{r.limit ?? '–'}</Table.Td>
                      <Table.Td>{r.orders}</Table.Td>
                      <Table.Td>{r.reservations}</Table.Td>
                      <Table.Td>
                        {r.full ? (
                          <Badge color="red.9" variant="filled">
                            Full
                          </Badge>
                        ) : r.limit !== null ? (
                          `${r.limit - r.orders - r.reservations} left`
                        ) : (
                          'open'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {usage.rows.length === 0 && <Text>No slots in these days.</Text>}
          </>
        )}
      </Loaded>
    </Stack>
  );
}

/** Capacity of a location chosen from the shop's list. */
export function CapacityPage() {
  const list = useQuery({ queryKey: ['/locations?per_page=200'], queryFn: () => admin.get<{ locations: Location[] }>('/locations?per_page=200') });
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Loaded query={list}>
      {({ locations }) => {
        const id = chosen ?? locations[0]?.id;
        return (
          <Stack>
            <Group>
              <NativeSelect
                label="Location"
                value={String(id ?? '')}
                onChange={(e) => setChosen(Number(e.currentTarget.value))}
                data={locations.map((l) => ({ value: String(l.id), label: `${l.company_name} (${l.city})` }))}
              />
            </Group>
            {id ? <LocationUsage key={id} id={id} /> : <Text>The shop has no locations yet.</Text>}
          </Stack>
        );
      }}
    </Loaded>
  );
}
