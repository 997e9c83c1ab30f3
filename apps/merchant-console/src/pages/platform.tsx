import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { admin } from '../api';
import { Loaded } from '../components/loaded';
import { ProblemAlert } from '../forms';
import type { AdminPlatformStatus as PlatformStatus } from '@fulfil/api-client';
import { useT } from '../i18n';
import { NotConnected } from './platform-connect';
import { LocationMapping } from './platform-locations';
import { PlatformNotices } from './platform-notices';
import { SyncSection, useSyncState } from './platform-sync';
import { platformMessages } from './platform-words';
import { richWords } from './rich-words';

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
  const t = useT(platformMessages);
  // The status answer carries the sync state too: shown until the sync's own answer (polled while it runs) arrives.
  const state = sync.data ?? status.sync;
  const { currency } = status;
  return (
    <Stack>
      <Paper component="section" aria-labelledby="connection-h" withBorder p="md">
        <Title order={2} id="connection-h" mb="xs">
          {t('connection')}
        </Title>
        <Text data-testid="connected">{richWords(t('connectedTo'), { domain: <strong>{status.shop_domain ?? t('yourStore')}</strong> })}</Text>
        {currency.shop && (
          <Text size="sm">
            {currency.widget ? t('sellsInWidget', { shop: currency.shop, widget: currency.widget }) : t('sellsIn', { shop: currency.shop })}
          </Text>
        )}
      </Paper>
      <PlatformNotices status={status} sync={state} />
      {sync.isError && <ProblemAlert title={t('progressUnread')} problem={sync.error} />}
      <SyncSection state={state} />
      <LocationMapping />
    </Stack>
  );
}
