import { AppShell, Burger, Button, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactElement } from 'react';
import { useAuth } from './auth';
import { Link, match, useRouter } from './router';
import { CapacityPage } from './pages/capacity';
import { LocationPage } from './pages/location';
import { LocationsPage } from './pages/locations';
import { PlatformPage } from './pages/platform';
import { PostalCodesPage } from './pages/postal-codes';
import { ShopRulesPage } from './pages/shop-rules';
import { ShopPage } from './pages/shop';
import { StoreFilePage } from './pages/store-file';
import { TokensPage } from './pages/tokens';

const NAV = [
  { to: '/', label: 'Shop settings', page: 'shop' },
  { to: '/rules', label: 'Preparation and activation', page: 'rules' },
  { to: '/locations', label: 'Locations', page: 'locations' },
  { to: '/capacity', label: 'Capacity', page: 'capacity' },
  { to: '/postal-codes', label: 'Own postal codes', page: 'postal-codes' },
  { to: '/platform', label: 'Shopify store', page: 'platform' },
  { to: '/store-file', label: 'Store file', page: 'store-file' },
  { to: '/tokens', label: 'Admin tokens', page: 'tokens' },
];

/** The page for the current path, and its title. */
function route(path: string): { title: string; element: ReactElement; nav: string } {
  let m: Record<string, string> | null;
  if ((m = match('/locations/:id/:tab?', path)))
    return { title: 'Location', element: <LocationPage id={Number(m['id'])} tab={m['tab'] ?? 'details'} />, nav: '/locations' };
  if (match('/locations', path)) return { title: 'Locations', element: <LocationsPage />, nav: '/locations' };
  if (match('/rules', path)) return { title: 'Preparation and activation', element: <ShopRulesPage />, nav: '/rules' };
  if (match('/capacity', path)) return { title: 'Capacity', element: <CapacityPage />, nav: '/capacity' };
  if (match('/postal-codes', path)) return { title: 'Own postal codes', element: <PostalCodesPage />, nav: '/postal-codes' };
  if (match('/platform', path)) return { title: 'Shopify store', element: <PlatformPage />, nav: '/platform' };
  if (match('/store-file', path)) return { title: 'Store file', element: <StoreFilePage />, nav: '/store-file' };
  if (match('/tokens', path)) return { title: 'Admin tokens', element: <TokensPage />, nav: '/tokens' };
  return { title: 'Shop settings', element: <ShopPage />, nav: '/' };
}

/** The signed-in console: header with the shop and sign-out, navigation, the page of the path. */
export function App() {
  const { shop, signOut } = useAuth();
  const { path } = useRouter();
  const [opened, { toggle, close }] = useDisclosure(false);
  const current = route(path);
  useEffect(() => {
    document.title = `${current.title} · ${shop.domain} · Merchant console`;
    close();
  }, [current.title, shop.domain, close, path]);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Toggle navigation" />
            <Text fw={700}>Merchant console</Text>
            <Text visibleFrom="sm" data-testid="shop-domain">
              {shop.domain}
            </Text>
          </Group>
          <Button variant="outline" onClick={signOut}>
            Sign out
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="Console sections">
        {NAV.map((n) => (
          <NavLink
            key={n.to}
            component={Link}
            to={n.to}
            label={n.label}
            active={current.nav === n.to}
            aria-current={current.nav === n.to ? 'page' : undefined}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Title order={1} mb="md">
          {current.title}
        </Title>
        {current.element}
      </AppShell.Main>
    </AppShell>
  );
}
