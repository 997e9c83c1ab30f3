import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { admin } from '../api';
import { ProblemAlert } from '../forms';
import type { AdminPlatformSyncState as PlatformSyncState } from '@fulfil/api-client';
import { useLocale, useT, type Locale } from '../i18n';
import { platformWord, platformMessages, stockCounts, syncCounts } from './platform-words';

/** The admin API path of the sync state (GET) and of starting one (POST). */
export const SYNC_PATH = '/storefront-platform/sync';

/** How often the state is read again while a sync runs. */
const POLL_MS = 2000;

/**
 * The last sync's state, read again every 2 s while one runs. When a sync ends, what it
 * changes (the Shopify locations, the status) is read again too. Use it once per page:
 * each use polls.
 */
export function useSyncState() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [SYNC_PATH],
    queryFn: () => admin.get<PlatformSyncState>(SYNC_PATH),
    refetchInterval: (q) => (q.state.data?.status === 'running' ? POLL_MS : false),
  });
  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'running' && status !== 'running')
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/storefront-platform/') && q.queryKey[0] !== SYNC_PATH });
    previous.current = status;
  }, [status, queryClient]);
  return query;
}

const when = (iso: string | null, locale: Locale) => (iso ? new Date(iso).toLocaleString(locale) : platformWord(locale, 'unknownTime'));

/** The last sync with Shopify in words (when, what it brought), and Sync now; while one runs, that it runs. */
export function SyncSection({ state }: { state: PlatformSyncState }) {
  const queryClient = useQueryClient();
  const t = useT(platformMessages);
  const { locale } = useLocale();
  const start = useMutation({
    mutationFn: () => admin.post<PlatformSyncState>(SYNC_PATH),
    onSuccess: (s) => queryClient.setQueryData([SYNC_PATH], s),
  });
  const running = state.status === 'running';
  const counts = syncCounts(state, locale);
  const stock = stockCounts(state, locale);
  return (
    <Paper component="section" aria-labelledby="sync-h" withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} id="sync-h">
            {t('productsAndStock')}
          </Title>
          <Button onClick={() => start.mutate()} loading={start.isPending} disabled={running}>
            {t('syncNow')}
          </Button>
        </Group>
        <div role="status" data-testid="sync-state">
          {running ? (
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" />
              <Text>{t('syncing', { when: when(state.started_at, locale) })}</Text>
            </Group>
          ) : state.status === 'never' ? (
            <Text>{t('neverSynced')}</Text>
          ) : (
            <>
              <Text>
                {t(state.status === 'failed' ? 'lastFailed' : 'lastSynced', { when: when(state.finished_at, locale) })}
                {counts.length > 0 && ` ${t(state.status === 'failed' ? 'itHadRead' : 'itBrought', { counts: counts.join(', ') })}`}
              </Text>
              {stock && <Text size="sm">{t('stockFigures', { stock })}</Text>}
            </>
          )}
        </div>
        <Text size="sm">{t('realtime')}</Text>
        {start.isError && <ProblemAlert title={t('syncNotStarted')} problem={start.error} />}
      </Stack>
    </Paper>
  );
}
