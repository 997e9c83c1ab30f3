import { Accordion, Badge, Group, List, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { defineFulfilmentElements } from '@fulfil/storefront-picker';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api';
import { useAuth } from '../auth';
import { Loaded } from '../components/save';
import type { AdminLocation as Location } from '@fulfil/api-client';

/** A `disabled` entry: `true`, a weekday 1-7, or a date with a zero-based month as text or `[y, m, d]`. */
type DisabledEntry = string | number | boolean | [number, number, number];

interface Calendar {
  minDate: string | null;
  maxDate: string | null;
  disabled: DisabledEntry[];
  timezone?: string;
}
interface PublicSlot {
  id: number | null;
  available_from: string;
  available_until: string;
}

const WEEKDAY_NUMBER = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A `disabled` entry in words (dates there have zero-based months, as `"YYYY-MM-DD"` text or
 * `[y, m, d]` arrays: docs/scheduling-rules.md §5).
 */
function disabledEntry(e: DisabledEntry): string {
  if (e === true) return 'allow-list mode: only the following are allowed';
  if (typeof e === 'number') return `every ${WEEKDAY_NUMBER[e]}`;
  const [y, m, d] = Array.isArray(e) ? e : String(e).split('-').map(Number);
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
    // Always asked again when shown: the preview is what a shopper gets now.
    refetchOnMount: 'always',
  });
  const [date, setDate] = useState('');
  const day = date || calendar.data?.minDate || '';
  const slots = useQuery({
    queryKey: ['public', method, location.id, 'date', day],
    queryFn: () => api<PublicSlot[]>('GET', `/v1.0/${method}/locations/${location.id}/calendar/${day}?${q}`, undefined, null),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
    refetchOnMount: 'always',
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

defineFulfilmentElements({ apiBase: window.location.origin });

/** `datetime-local` value (the browser's zone) as an ISO-8601 instant, or undefined. */
function instant(local: string): string | undefined {
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * "What a shopper sees now" for a location: the storefront picker itself
 * (`<fulfilment-picker preview>`, libs/storefront-picker: no cart, no holds) against this
 * server's public endpoints, and below it the raw answers of those endpoints. "Preview
 * at" sets the picker's `now`, which it honours only while the server runs on a fixed
 * clock (`CLOCK_NOW`, refused in production); otherwise "now" is this browser's clock.
 */
export function Preview({ location }: { location: Location }) {
  const { shop } = useAuth();
  const [method, setMethod] = useState<'pickup' | 'delivery'>(location.pickup_enabled || !location.delivery_enabled ? 'pickup' : 'delivery');
  const [at, setAt] = useState('');
  const [raw, setRaw] = useState<string | null>(null);
  return (
    <Stack>
      <Text>
        This is the storefront picker as shoppers get it, in preview mode (it reads no cart and holds no place). Search <strong>{location.postal_code}</strong>{' '}
        to find {location.company_name}.
      </Text>
      <TextInput
        type="datetime-local"
        label="Preview at"
        description="Applies only while the server runs on a fixed clock (CLOCK_NOW, demos and tests); otherwise the picker uses this browser's clock."
        value={at}
        onChange={(e) => setAt(e.currentTarget.value)}
        w={320}
      />
      <div data-testid="picker-preview">
        <fulfilment-picker key={at} shop={shop.domain} api={window.location.origin} lang="en" preview now={instant(at)} />
      </div>
      <Accordion variant="separated" value={raw} onChange={setRaw}>
        <Accordion.Item value="raw">
          <Accordion.Control>The public endpoints' answers</Accordion.Control>
          <Accordion.Panel>
            <Stack>
              <SegmentedControl
                value={method}
                onChange={(m) => setMethod(m as 'pickup' | 'delivery')}
                data={['pickup', 'delivery']}
                aria-label="Method of the answers"
                w="fit-content"
              />
              {raw === 'raw' && <PublicAnswers key={method} location={location} method={method} />}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
