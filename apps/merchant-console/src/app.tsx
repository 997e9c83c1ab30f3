import { AppShell, Box, Burger, Button, Group, Loader, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useAuth } from './auth';
import { PageActionsSlot } from './components/page';
import { SavePage } from './components/save-page';
import { LanguageMenu } from './components/language-menu';
import { defineMessages, useT } from './i18n';
import { Link, match, useRouter } from './router';

// Every page is its own chunk, fetched on first visit (apps/merchant-console/vite.config.mts:
// the first page's script stays small). Pattern: `const XPage = lazy(() => import('./pages/x').then((m) => ({ default: m.XPage })));`
const HomePage = lazy(() => import('./pages/home').then((m) => ({ default: m.HomePage })));
const OrdersPage = lazy(() => import('./pages/orders').then((m) => ({ default: m.OrdersPage })));
const ExplainPage = lazy(() => import('./pages/explain').then((m) => ({ default: m.ExplainPage })));
const LocationPage = lazy(() => import('./pages/location').then((m) => ({ default: m.LocationPage })));
const LocationsPage = lazy(() => import('./pages/locations').then((m) => ({ default: m.LocationsPage })));
const LocationsCsvPage = lazy(() => import('./pages/locations-csv').then((m) => ({ default: m.LocationsCsvPage })));
const PlatformPage = lazy(() => import('./pages/platform').then((m) => ({ default: m.PlatformPage })));
const PostalCodesPage = lazy(() => import('./pages/postal-codes').then((m) => ({ default: m.PostalCodesPage })));
const ShopRulesPage = lazy(() => import('./pages/shop-rules').then((m) => ({ default: m.ShopRulesPage })));
const ShopPage = lazy(() => import('./pages/shop').then((m) => ({ default: m.ShopPage })));
const StoreFilePage = lazy(() => import('./pages/store-file').then((m) => ({ default: m.StoreFilePage })));
const TokensPage = lazy(() => import('./pages/tokens').then((m) => ({ default: m.TokensPage })));
const NewLocationPage = lazy(() => import('./pages/new-location/new-location').then((m) => ({ default: m.NewLocationPage })));

/** The shell's words; page titles and nav labels are keys of it (add a key in all three languages for a new page). */
const messages = defineMessages({
  en: {
    console: 'Merchant console',
    home: 'Home',
    shop: 'Shop settings',
    rules: 'Preparation and activation',
    locations: 'Locations',
    location: 'Location',
    newLocation: 'New location',
    importLocations: 'Import locations',
    orders: 'Orders',
    explain: 'Why not offered?',
    postalCodes: 'Own postal codes',
    platform: 'Shopify store',
    storeFile: 'Store file',
    tokens: 'Admin tokens',
    signOut: 'Sign out',
    toggleNav: 'Toggle navigation',
    sections: 'Console sections',
    loading: 'Loading',
  },
  fr: {
    console: 'Console marchand',
    home: 'Accueil',
    shop: 'Paramètres de la boutique',
    rules: 'Préparation et activation',
    locations: 'Emplacements',
    location: 'Emplacement',
    newLocation: 'Nouvel emplacement',
    importLocations: 'Importer des emplacements',
    orders: 'Commandes',
    explain: 'Pourquoi pas proposé ?',
    postalCodes: 'Codes postaux propres',
    platform: 'Boutique Shopify',
    storeFile: 'Fichier de la boutique',
    tokens: 'Jetons d’administration',
    signOut: 'Se déconnecter',
    toggleNav: 'Afficher ou masquer la navigation',
    sections: 'Sections de la console',
    loading: 'Chargement',
  },
  de: {
    console: 'Händlerkonsole',
    home: 'Startseite',
    shop: 'Shop-Einstellungen',
    rules: 'Vorbereitung und Aktivierung',
    locations: 'Standorte',
    location: 'Standort',
    newLocation: 'Neuer Standort',
    importLocations: 'Standorte importieren',
    orders: 'Bestellungen',
    explain: 'Warum nicht angeboten?',
    postalCodes: 'Eigene Postleitzahlen',
    platform: 'Shopify-Shop',
    storeFile: 'Shop-Datei',
    tokens: 'Admin-Tokens',
    signOut: 'Abmelden',
    toggleNav: 'Navigation ein- oder ausblenden',
    sections: 'Bereiche der Konsole',
    loading: 'Wird geladen',
  },
});
type Words = keyof (typeof messages)['en'];

/** The left navigation: path, label (a key of `messages`). */
const NAV: { to: string; label: Words }[] = [
  { to: '/', label: 'home' },
  { to: '/shop', label: 'shop' },
  { to: '/rules', label: 'rules' },
  { to: '/locations', label: 'locations' },
  { to: '/orders', label: 'orders' },
  { to: '/explain', label: 'explain' },
  { to: '/postal-codes', label: 'postalCodes' },
  { to: '/platform', label: 'platform' },
  { to: '/store-file', label: 'storeFile' },
  { to: '/tokens', label: 'tokens' },
];

/** The page for the current path: its title (a key of `messages`), element and the nav entry it belongs to. */
function route(path: string): { title: Words; element: ReactElement; nav: string } {
  let m: Record<string, string> | null;
  if (match('/locations/import', path)) return { title: 'importLocations', element: <LocationsCsvPage />, nav: '/locations' };
  if (match('/locations/new', path)) return { title: 'newLocation', element: <NewLocationPage />, nav: '/locations' };
  if ((m = match('/locations/:id/:tab?', path)))
    return { title: 'location', element: <LocationPage id={Number(m['id'])} tab={m['tab'] ?? 'details'} />, nav: '/locations' };
  if (match('/locations', path)) return { title: 'locations', element: <LocationsPage />, nav: '/locations' };
  if (match('/shop', path)) return { title: 'shop', element: <ShopPage />, nav: '/shop' };
  if (match('/rules', path)) return { title: 'rules', element: <ShopRulesPage />, nav: '/rules' };
  // `/capacity`: the page's former address (bookmarks), now the Orders page.
  if (match('/orders', path) || match('/capacity', path)) return { title: 'orders', element: <OrdersPage />, nav: '/orders' };
  if (match('/explain', path)) return { title: 'explain', element: <ExplainPage />, nav: '/explain' };
  if (match('/postal-codes', path)) return { title: 'postalCodes', element: <PostalCodesPage />, nav: '/postal-codes' };
  if (match('/platform', path)) return { title: 'platform', element: <PlatformPage />, nav: '/platform' };
  if (match('/store-file', path)) return { title: 'storeFile', element: <StoreFilePage />, nav: '/store-file' };
  if (match('/tokens', path)) return { title: 'tokens', element: <TokensPage />, nav: '/tokens' };
  return { title: 'home', element: <HomePage />, nav: '/' };
}

/**
 * The signed-in console, laid out like Shopify's admin: a header with the shop and the
 * Language menu, the left navigation, the page's title with its primary action
 * ({@link PageActionsSlot}) and the page (loaded on first visit) in a column of at most
 * 1000 px. The page's forms share one save bar ({@link SavePage}).
 */
export function App() {
  const { shop, signOut } = useAuth();
  const { path } = useRouter();
  const t = useT(messages);
  const [opened, { toggle, close }] = useDisclosure(false);
  const [actions, setActions] = useState<HTMLElement | null>(null);
  const current = route(path);
  const title = t(current.title);
  useEffect(() => {
    document.title = `${title} · ${shop.domain} · ${t('console')}`;
  }, [title, shop.domain, t]);
  useEffect(() => close(), [close, path]);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap" gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('toggleNav')} />
            <Text fw={700} visibleFrom="xs">
              {t('console')}
            </Text>
            <Text data-testid="shop-domain" truncate>
              {shop.domain}
            </Text>
          </Group>
          <Group wrap="nowrap" gap="xs">
            <LanguageMenu />
            <Button variant="default" onClick={signOut}>
              {t('signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('sections')}>
        {NAV.map((n) => (
          <NavLink
            key={n.to}
            component={Link}
            to={n.to}
            label={t(n.label)}
            active={current.nav === n.to}
            aria-current={current.nav === n.to ? 'page' : undefined}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Box maw={1000} mx="auto">
          <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
            <Title order={1}>{title}</Title>
            <Group gap="sm" ref={setActions} data-testid="page-actions" />
          </Group>
          <PageActionsSlot.Provider value={actions}>
            <SavePage key={current.nav === '/locations' ? path.split('/').slice(0, 3).join('/') : path}>
              <Suspense fallback={<Loader aria-label={t('loading')} />}>{current.element}</Suspense>
            </SavePage>
          </PageActionsSlot.Provider>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
