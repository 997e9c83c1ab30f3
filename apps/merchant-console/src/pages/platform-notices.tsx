import { Alert, List, Stack, Text } from '@mantine/core';
import type { AdminPlatformStatus as PlatformStatus, AdminPlatformSyncState as PlatformSyncState } from '@fulfil/api-client';
import { useLocale, useT } from '../i18n';
import { listWords, platformMessages, syncDetails, topicWords } from './platform-words';
import { richWords } from './rich-words';

/** Dark orange for warnings: 5.5:1 on white (Mantine's orange.9 is 4.3:1, below WCAG AA for text). */
const WARNING = '#b34700';

/**
 * What needs the merchant's attention on the connected Shopify store, most serious first:
 * prices in another currency than the store's (checkouts refused), the last sync failed,
 * order and stock updates not arranged with Shopify, stock ignored at unmapped locations.
 */
export function PlatformNotices({ status, sync }: { status: PlatformStatus; sync: PlatformSyncState }) {
  const { currency, webhooks } = status;
  const t = useT(platformMessages);
  const { locale } = useLocale();
  const error = sync.status === 'failed' ? syncDetails(sync).error : null;
  const keptAside = sync.status === 'running' ? [] : (syncDetails(sync).kept_aside ?? []);
  const names = new Map((syncDetails(sync).unmapped_platform_locations ?? []).map((l) => [l.platform_location_id, l.name]));
  const missing = webhooks.missing.length > 0 || webhooks.errors.length > 0;
  return (
    <Stack gap="sm">
      {currency.matches === false && (
        <Alert color="red" variant="outline" title={t('currencyTitle')} role="alert" data-testid="currency-banner">
          <Text size="sm">{richWords(t('currencyBody'), { shop: <strong>{currency.shop}</strong>, widget: <strong>{currency.widget}</strong> })}</Text>
          <Text size="sm" mt="xs">
            {t('currencyFix', { shop: currency.shop ?? '', widget: currency.widget ?? '' })}
          </Text>
        </Alert>
      )}
      {sync.status === 'failed' && (
        <Alert color="red" variant="outline" title={t('syncFailedTitle')} role="alert">
          <Text size="sm">{error?.message ?? t('noReason')}</Text>
          <Text size="sm" mt="xs">
            {t('syncFailedBody')}
          </Text>
        </Alert>
      )}
      {missing && (
        <Alert color={WARNING} variant="outline" title={t('webhooksTitle')} role="status">
          <Text size="sm">
            {webhooks.missing.length > 0
              ? t('webhooksMissing', {
                  topics: listWords(
                    webhooks.missing.map((w) => topicWords(w, locale)),
                    locale,
                    11,
                  ),
                })
              : t('webhooksRefused')}{' '}
            {t('webhooksRetry')}
          </Text>
          {webhooks.errors.length > 0 && (
            <List size="sm" mt="xs" aria-label={t('shopifyAnswered')}>
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
          title={keptAside.length === 1 ? t('keptAsideTitleOne') : t('keptAsideTitle', { count: keptAside.length.toLocaleString(locale) })}
          role="status"
        >
          <Text size="sm">
            {t(keptAside.length === 1 ? 'keptAsideOne' : 'keptAsideMany', {
              names: listWords(
                keptAside.map((k) => names.get(k.platform_location_id) ?? t('shopifyLocationId', { id: k.platform_location_id })),
                locale,
              ),
            })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
