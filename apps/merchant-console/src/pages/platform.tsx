import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { admin } from '../api';
import { Loaded } from '../components/save';
import { ProblemAlert } from '../forms';
import type { AdminPlatformStatus as PlatformStatus } from '@fulfil/api-client';
import { NotConnected } from './platform-connect';
import { LocationMapping } from './platform-locations';
import { PlatformNotices } from './platform-notices';
import { SyncSection, useSyncState } from './platform-sync';

const STATUS_PATH = '/storefront-platform/status';

/**
 * The shop's Shopify store: whether it is connected (or how to connect it), what needs
 * attention (currency, failed sync, updates Shopify does not send, stock ignored), the
 * sync of products and stock, and which of our locations each Shopify location is.
 */
export function PlatformPage() {
  const status = useQuery({ queryKey: [STATUS_PATH], queryFn: () => admin.get<PlatformStatus>(STATUS_PATH) });
  return <Loaded query={status}>{(s) => (s.configured ? <Connected status={s} /> : <NotConnected installUrl={s.install_url} />)}</Loaded>;
}

function Connected({ status }: { status: PlatformStatus }) {
  const sync = useSyncState();
  // The status answer carries the sync state too: shown until the sync's own answer (polled while it runs) arrives.
  const state = sync.data ?? status.sync;
  const { currency } = status;
  return (
    <Stack>
      <Paper component="section" aria-labelledby="connection-h" withBorder p="md">
        <Title order={2} id="connection-h" mb="xs">
          Connection
        </Title>
        <Text data-testid="connected">
          Connected to <strong>{status.shop_domain ?? 'your Shopify store'}</strong>.
        </Text>
        {currency.shop && (
          <Text size="sm">
            Your Shopify store sells in {currency.shop}
            {currency.widget && `; the ordering widget's prices are in ${currency.widget}`}.
          </Text>
        )}
      </Paper>
      <PlatformNotices status={status} sync={state} />
      {sync.isError && <ProblemAlert title="Could not read the sync's progress" problem={sync.error} />}
      <SyncSection state={state} />
      <LocationMapping />
    </Stack>
  );
}
