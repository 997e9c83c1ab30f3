import { Alert, Box, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../auth';
import { domainProblem, installHref } from './platform-words';

/**
 * The Shopify store page before a store is connected: what connecting does, and the
 * store's address to install our Shopify app with (or, when this server has no Shopify app
 * set up, who can set it up).
 */
export function NotConnected({ installUrl }: { installUrl: string | null }) {
  const { shop } = useAuth();
  return (
    <Paper component="section" aria-labelledby="connect-h" withBorder p="lg" maw={720}>
      <Stack>
        <Title order={2} id="connect-h">
          Connect your Shopify store
        </Title>
        <Text>Your Shopify store is not connected yet. Once it is:</Text>
        <List spacing="xs">
          <List.Item>your products, stock and store locations are copied from Shopify, and kept up to date;</List.Item>
          <List.Item>shoppers are offered only the pickup places that have what is in their cart;</List.Item>
          <List.Item>orders placed through the ordering widget arrive in your Shopify admin.</List.Item>
        </List>
        {installUrl ? (
          <InstallForm installUrl={installUrl} initial={domainProblem(shop.domain) ? '' : shop.domain} />
        ) : (
          <Alert color="blue" variant="outline" title="Connecting is not set up on this server yet">
            <Text size="sm">
              Whoever runs this service has to set up its Shopify app before stores can connect here. Please ask them. If your store uses its own custom app,
              they can instead save that app&apos;s access token for your store.
            </Text>
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
  const problem = domainProblem(domain);
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
        label="Your Shopify store address"
        description="Shown in your Shopify admin under Settings › Domains, e.g. my-bakery.myshopify.com"
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
              <Button type="submit">Install</Button>
            ) : (
              <Button component="a" href={installHref(installUrl, domain)}>
                Install
              </Button>
            )}
          </Group>
        )}
      />
      <Text size="sm" mt="xs">
        Shopify asks you to approve the app; a page then confirms the connection, with a link back to this console.
      </Text>
    </form>
  );
}
