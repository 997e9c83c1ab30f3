import { Alert, Box, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../auth';
import { useLocale, useT } from '../i18n';
import { domainProblem, installHref, platformMessages } from './platform-words';

/**
 * The Shopify store page before a store is connected: what connecting does, and the
 * store's address to install our Shopify app with (or, when this server has no Shopify app
 * set up, who can set it up).
 */
export function NotConnected({ installUrl }: { installUrl: string | null }) {
  const { shop } = useAuth();
  const { locale } = useLocale();
  const t = useT(platformMessages);
  return (
    <Paper component="section" aria-labelledby="connect-h" withBorder p="lg" maw={720}>
      <Stack>
        <Title order={2} id="connect-h">
          {t('connectTitle')}
        </Title>
        <Text>{t('notConnected')}</Text>
        <List spacing="xs">
          <List.Item>{t('benefitCopy')}</List.Item>
          <List.Item>{t('benefitPickup')}</List.Item>
          <List.Item>{t('benefitOrders')}</List.Item>
        </List>
        {installUrl ? (
          <InstallForm installUrl={installUrl} initial={domainProblem(shop.domain, locale) ? '' : shop.domain} />
        ) : (
          <Alert color="blue" variant="outline" title={t('notSetUpTitle')}>
            <Text size="sm">{t('notSetUp')}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The store's address and the link to install our app on it, offered once the address is a Shopify one. */
function InstallForm({ installUrl, initial }: { installUrl: string; initial: string }) {
  const [domain, setDomain] = useState(initial);
  const [checked, setChecked] = useState(false);
  const { locale } = useLocale();
  const t = useT(platformMessages);
  const problem = domainProblem(domain, locale);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setChecked(true);
        if (!problem) window.location.assign(installHref(installUrl, domain));
      }}
    >
      {/* A real link once the address is a Shopify one (it opens in a new tab too); until then Install says what is wrong. */}
      <TextInput
        label={t('storeAddress')}
        description={t('storeAddressHint')}
        value={domain}
        onChange={(e) => setDomain(e.currentTarget.value)}
        onBlur={() => setChecked(domain !== '')}
        error={checked ? problem : null}
        autoComplete="off"
        spellCheck={false}
        maw={560}
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="end">
            <Box flex={1}>{input}</Box>
            {problem ? (
              <Button type="submit">{t('install')}</Button>
            ) : (
              <Button component="a" href={installHref(installUrl, domain)}>
                {t('install')}
              </Button>
            )}
          </Group>
        )}
      />
      <Text size="sm" mt="xs">
        {t('afterInstall')}
      </Text>
    </form>
  );
}
