import { Alert, List, Stack, Text } from '@mantine/core';
import type { AdminPlatformStatus as PlatformStatus, AdminPlatformSyncState as PlatformSyncState } from '@fulfil/api-client';
import { count, listWords, syncDetails, topicWords } from './platform-words';

/** Dark orange for warnings: 5.5:1 on white (Mantine's orange.9 is 4.3:1, below WCAG AA for text). */
const WARNING = '#b34700';

/**
 * What needs the merchant's attention on the connected Shopify store, most serious first:
 * prices in another currency than the store's (checkouts refused), the last sync failed,
 * order and stock updates not arranged with Shopify, stock ignored at unmapped locations.
 */
export function PlatformNotices({ status, sync }: { status: PlatformStatus; sync: PlatformSyncState }) {
  const { currency, webhooks } = status;
  const error = sync.status === 'failed' ? syncDetails(sync).error : null;
  const keptAside = sync.status === 'running' ? [] : (syncDetails(sync).kept_aside ?? []);
  const names = new Map((syncDetails(sync).unmapped_platform_locations ?? []).map((l) => [l.platform_location_id, l.name]));
  const missing = webhooks.missing.length > 0 || webhooks.errors.length > 0;
  return (
    <Stack gap="sm">
      {currency.matches === false && (
        <Alert color="red" variant="outline" title="Prices are in a different currency from your Shopify store" role="alert" data-testid="currency-banner">
          <Text size="sm">
            Your Shopify store sells in <strong>{currency.shop}</strong>, but the ordering widget&apos;s prices are in <strong>{currency.widget}</strong>. Until
            they are the same, orders from the widget are refused rather than sent to Shopify at a wrong price.
          </Text>
          <Text size="sm" mt="xs">
            To fix it, set the currency of the widget&apos;s settings to {currency.shop} (in your store file, see Store file), or change your Shopify
            store&apos;s currency to {currency.widget}.
          </Text>
        </Alert>
      )}
      {sync.status === 'failed' && (
        <Alert color="red" variant="outline" title="The last sync with Shopify failed" role="alert">
          <Text size="sm">{error?.message ?? 'No reason was given.'}</Text>
          <Text size="sm" mt="xs">
            Your products and stock are as they were after the last sync that worked. Try Sync now again; if it keeps failing, contact whoever runs this
            service.
          </Text>
        </Alert>
      )}
      {missing && (
        <Alert color={WARNING} variant="outline" title="Order and stock updates may not reach us" role="status">
          <Text size="sm">
            {webhooks.missing.length > 0
              ? `Shopify has not yet agreed to tell us about ${listWords(webhooks.missing.map(topicWords), 11)}.`
              : 'Shopify refused part of our request to be told about changes.'}{' '}
            We retry every few hours; nothing is needed from you unless this stays.
          </Text>
          {webhooks.errors.length > 0 && (
            <List size="sm" mt="xs" aria-label="What Shopify answered">
              {webhooks.errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {keptAside.length > 0 && (
        <Alert
          color={WARNING}
          variant="outline"
          title={`Stock at ${count(keptAside.length, 'Shopify location', 'Shopify locations')} is ignored`}
          role="status"
        >
          <Text size="sm">
            {listWords(keptAside.map((k) => names.get(k.platform_location_id) ?? `Shopify location ${k.platform_location_id}`))}{' '}
            {keptAside.length === 1
              ? 'is not mapped to one of your locations, so its stock was set aside. Map it below (or create a location from it), then sync again.'
              : 'are not mapped to one of your locations, so their stock was set aside. Map them below (or create locations from them), then sync again.'}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
