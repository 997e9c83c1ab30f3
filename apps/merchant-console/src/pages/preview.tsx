import { Alert, Badge, Group, List, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api';
import { useAuth } from '../auth';
import { Loaded } from '../components/save';
import type { Location } from '../types';

interface Calendar {
  minDate: string | null;
  maxDate: string | null;
  disabled: (string | number | boolean)[];
  timezone?: string;
}
interface PublicSlot {
  id: number | null;
  available_from: string;
  available_until: string;
}

const WEEKDAY_NUMBER = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A `disabled` entry in words (dates there have zero-based months, docs/api-contract.md). */
function disabledEntry(e: string | number | boolean): string {
  if (e === true) return 'allow-list mode: only the following are allowed';
  if (typeof e === 'number') return `every ${WEEKDAY_NUMBER[e]}`;
  const [y, m, d] = String(e).split('-').map(Number);
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * What a shopper sees now, as the public endpoints answer it (`POST .../calendar`, then
 * the slots of a date): the same calls a storefront makes, with the shop's own domain.
 */
export function PublicAnswers({ location, method }: { location: Location; method: 'pickup' | 'delivery' }) {
  const { shop } = useAuth();
  const q = `shop=${encodeURIComponent(shop.domain)}`;
  const calendar = useQuery({
    queryKey: ['public', method, location.id, 'calendar'],
    queryFn: () => api<Calendar>('POST', `/v1.0/${method}/locations/${location.id}/calendar?${q}`, { shoppingCart: [] }, null),
    // Never from a cache: the preview is what a shopper gets now.
    gcTime: 0,
  });
  const [date, setDate] = useState('');
  const day = date || calendar.data?.minDate || '';
  const slots = useQuery({
    queryKey: ['public', method, location.id, 'date', day],
    queryFn: () => api<PublicSlot[]>('GET', `/v1.0/${method}/locations/${location.id}/calendar/${day}?${q}`, undefined, null),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
    gcTime: 0,
  });
  return (
    <Loaded query={calendar}>
      {(c) => (
        <Stack data-testid="public-answers">
          <Text>
            First date <strong data-testid="min-date">{c.minDate ?? 'none'}</strong>, last date {c.maxDate ?? 'no limit'}
            {c.timezone ? ` (${c.timezone})` : ''}.
          </Text>
          <div>
            <Text fw={600}>Not offered</Text>
            <List size="sm" data-testid="disabled">
              {c.disabled.length === 0 && <List.Item>nothing</List.Item>}
              {c.disabled.slice(0, 40).map((e, i) => (
                <List.Item key={i}>{disabledEntry(e)}</List.Item>
              ))}
              {c.disabled.length > 40 && <List.Item>and {c.disabled.length - 40} more</List.Item>}
            </List>
          </div>
          <TextInput
            label="Times offered on"
            description="YYYY-MM-DD; empty: the first date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            w={220}
          />
          {slots.data && (
            <Group gap="xs" data-testid="slots" aria-label={`Times offered on ${day}`} role="list">
              {slots.data.length === 0 && <Text>No time offered on {day}.</Text>}
              {slots.data.map((s) => (
                <Badge key={`${s.id}-${s.available_from}`} variant="outline" role="listitem">
                  {s.available_from}–{s.available_until}
                </Badge>
              ))}
            </Group>
          )}
          {slots.isError && <Text>{(slots.error as Error).message}</Text>}
        </Stack>
      )}
    </Loaded>
  );
}

/** "What a shopper sees now" for a location and method. */
export function Preview({ location }: { location: Location }) {
  const [method, setMethod] = useState<'pickup' | 'delivery'>(location.pickup_enabled || !location.delivery_enabled ? 'pickup' : 'delivery');
  return (
    <Stack>
      <SegmentedControl
        value={method}
        onChange={(m) => setMethod(m as 'pickup' | 'delivery')}
        data={['pickup', 'delivery']}
        aria-label="Preview method"
        w="fit-content"
      />
      <Alert color="gray.8" variant="outline" title="Preview from the public endpoints">
        The storefront picker is not part of this build yet: this lists the public calendar and slot answers a storefront receives now (the server's clock).
      </Alert>
      <PublicAnswers key={method} location={location} method={method} />
    </Stack>
  );
}
