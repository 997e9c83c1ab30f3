import { Anchor, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { admin } from '../api';
import { Loaded } from '../components/loaded';
import { defineMessages, useT } from '../i18n';
import { Link, useRouter } from '../router';
import type { AdminLocation as Location } from '@fulfil/api-client';

// Each tab's module is fetched when the tab is first shown; the Preview tab brings the
// storefront picker (Lit) with it, which no other page loads.
const DetailsForm = lazy(() => import('./location-details').then((m) => ({ default: m.DetailsForm })));
const PickupTab = lazy(() => import('./location-pickup').then((m) => ({ default: m.PickupTab })));
const DeliveryTab = lazy(() => import('./location-delivery').then((m) => ({ default: m.DeliveryTab })));
const PreparationForm = lazy(() => import('./rule-forms').then((m) => ({ default: m.PreparationForm })));
const ActivationForm = lazy(() => import('./rule-forms').then((m) => ({ default: m.ActivationForm })));
const LocationOrders = lazy(() => import('./orders').then((m) => ({ default: m.LocationOrders })));
const Preview = lazy(() => import('./preview').then((m) => ({ default: m.Preview })));
const LocationProductsTab = lazy(() => import('./location-products').then((m) => ({ default: m.LocationProductsTab })));
const ChecklistBanner = lazy(() => import('./new-location/checklist-banner').then((m) => ({ default: m.ChecklistBanner })));

const messages = defineMessages({
  en: {
    back: 'Locations',
    shopZone: 'the shop’s time zone',
    tabs: 'Location settings',
    details: 'Details',
    pickup: 'Pickup',
    delivery: 'Local delivery',
    preparation: 'Preparation time',
    activation: 'Activation',
    capacity: 'Orders',
    orders: 'Orders',
    products: 'Products and stock',
    preview: 'Preview',
    pickupPreparation: 'Pickup preparation',
    deliveryPreparation: 'Delivery preparation',
    pickupActivation: 'Pickup activation',
    deliveryActivation: 'Delivery activation',
    loading: 'Loading',
  },
  fr: {
    back: 'Emplacements',
    shopZone: 'le fuseau horaire de la boutique',
    tabs: 'Paramètres de l’emplacement',
    details: 'Détails',
    pickup: 'Retrait',
    delivery: 'Livraison locale',
    preparation: 'Temps de préparation',
    activation: 'Activation',
    capacity: 'Commandes',
    orders: 'Commandes',
    products: 'Produits et stock',
    preview: 'Aperçu',
    pickupPreparation: 'Préparation pour le retrait',
    deliveryPreparation: 'Préparation pour la livraison',
    pickupActivation: 'Activation du retrait',
    deliveryActivation: 'Activation de la livraison',
    loading: 'Chargement',
  },
  de: {
    back: 'Standorte',
    shopZone: 'Zeitzone des Shops',
    tabs: 'Einstellungen des Standorts',
    details: 'Details',
    pickup: 'Abholung',
    delivery: 'Lokale Lieferung',
    preparation: 'Vorbereitungszeit',
    activation: 'Aktivierung',
    capacity: 'Bestellungen',
    orders: 'Bestellungen',
    products: 'Produkte und Bestand',
    preview: 'Vorschau',
    pickupPreparation: 'Vorbereitung für die Abholung',
    deliveryPreparation: 'Vorbereitung für die Lieferung',
    pickupActivation: 'Aktivierung der Abholung',
    deliveryActivation: 'Aktivierung der Lieferung',
    loading: 'Wird geladen',
  },
});
type Words = keyof (typeof messages)['en'];

/**
 * The location's tabs: [path segment, label key of `messages`]. The first is the
 * location's own path (`/locations/3`), the others `/locations/3/<segment>`. A tab added
 * here needs its `Tabs.Panel` below.
 */
const TABS: [string, Words][] = [
  ['details', 'details'],
  ['pickup', 'pickup'],
  ['delivery', 'delivery'],
  ['preparation', 'preparation'],
  ['activation', 'activation'],
  ['capacity', 'capacity'],
  ['products', 'products'],
  ['preview', 'preview'],
];

/** A tab's content, loaded on first show. */
function Panel({ value, children }: { value: string; children: ReactNode }) {
  const t = useT(messages);
  return (
    <Tabs.Panel value={value} pt="md">
      <Suspense fallback={<Loader aria-label={t('loading')} />}>{children}</Suspense>
    </Tabs.Panel>
  );
}

/**
 * One location: its name and address, and per tab each block of its rules. Switching tabs
 * is navigation (`/locations/:id/:tab`): with unsaved changes on the tab it asks first
 * (src/router.tsx `useLeaveGuard`, held by the page's save bar), and Cancel keeps the tab
 * and its edits.
 */
export function LocationPage({ id, tab }: { id: number; tab: string }) {
  const { navigate } = useRouter();
  const t = useT(messages);
  const query = useQuery({ queryKey: [`/locations/${id}`], queryFn: () => admin.get<Location>(`/locations/${id}`) });
  return (
    <Loaded query={query}>
      {(location) => (
        <Stack>
          <Stack gap={4}>
            <Anchor component={Link} to="/locations" size="sm">
              ← {t('back')}
            </Anchor>
            <Group gap="sm" align="baseline">
              <Title order={2}>{location.company_name}</Title>
            </Group>
            <Text c="dimmed">
              {[location.address_line_1, [location.postal_code, location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')} ·{' '}
              {location.timezone ?? t('shopZone')}
            </Text>
          </Stack>
          <Suspense fallback={null}>
            <ChecklistBanner id={id} />
          </Suspense>
          <Tabs value={tab} onChange={(v) => v && v !== tab && navigate(`/locations/${id}${v === 'details' ? '' : `/${v}`}`)} keepMounted={false}>
            <Tabs.List aria-label={t('tabs')}>
              {TABS.map(([value, label]) => (
                <Tabs.Tab key={value} value={value}>
                  {t(label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Panel value="details">
              <DetailsForm id={id} />
            </Panel>
            <Panel value="pickup">
              <PickupTab id={id} />
            </Panel>
            <Panel value="delivery">
              <DeliveryTab id={id} />
            </Panel>
            <Panel value="preparation">
              <Stack gap="xl">
                <PreparationForm path={`/locations/${id}/preparation-times/pickup`} title={t('pickupPreparation')} location />
                <PreparationForm path={`/locations/${id}/preparation-times/delivery`} title={t('deliveryPreparation')} location />
              </Stack>
            </Panel>
            <Panel value="activation">
              <Stack gap="xl">
                <ActivationForm path={`/locations/${id}/conditional-activation/pickup`} title={t('pickupActivation')} location />
                <ActivationForm path={`/locations/${id}/conditional-activation/delivery`} title={t('deliveryActivation')} location />
              </Stack>
            </Panel>
            <Panel value="capacity">
              <LocationOrders location={location} />
            </Panel>
            <Panel value="products">
              <LocationProductsTab id={id} />
            </Panel>
            <Panel value="preview">
              <Preview location={location} />
            </Panel>
          </Tabs>
        </Stack>
      )}
    </Loaded>
  );
}
