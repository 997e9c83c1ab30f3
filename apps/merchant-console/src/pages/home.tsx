import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminPlatformStatus as PlatformStatus, FulfilmentComponents } from '@fulfil/api-client';
import { admin } from '../api';
import { useAuth } from '../auth';
import { defineMessages, useT } from '../i18n';
import { Loaded } from '../components/loaded';
import { Link } from '../router';

type LocationPage = FulfilmentComponents['schemas']['AdminLocationPage'];

const messages = defineMessages({
  en: {
    setUp: 'Set up your shop',
    progress: '{done} of {total} steps done',
    done: 'Done',
    toDo: 'To do',
    addLocation: 'Add a location',
    addLocationWhy:
      'Where shoppers pick up their orders, or where deliveries leave from. The guided flow asks for the address, hours, slots and preparation time.',
    addLocationAction: 'Add location',
    locationsOne: 'Your shop has 1 location.',
    locationsCount: 'Your shop has {count} locations.',
    connect: 'Connect your Shopify store',
    connectWhy: 'Products, stock and locations come from your store, and the pickup and delivery picker appears in your theme.',
    connectAction: 'Connect',
    connectedTo: 'Connected to {domain}.',
    everyDay: 'Every day',
    orders: 'Orders to prepare',
    ordersAction: 'See what to prepare today',
    ordersWhy: 'Each day’s slots with their orders, and a sheet to print.',
    explain: 'What shoppers are offered',
    explainAction: 'Try a cart',
    explainWhy: 'Build a cart and see, for each location, whether shoppers are offered it, and why not.',
    shop: 'Your shop',
    shopAction: 'Change time zone or units',
    shopWhy: 'Time zone {zone}, distances in {unit}, order cutoff and preparation time.',
    kilometers: 'kilometers',
    miles: 'miles',
  },
  fr: {
    setUp: 'Configurer votre boutique',
    progress: '{done} étape(s) sur {total} terminée(s)',
    done: 'Terminé',
    toDo: 'À faire',
    addLocation: 'Ajouter un emplacement',
    addLocationWhy:
      'Là où les clients retirent leurs commandes, ou d’où partent les livraisons. Le parcours guidé demande l’adresse, les horaires, les créneaux et le temps de préparation.',
    addLocationAction: 'Ajouter un emplacement',
    locationsOne: 'Votre boutique a 1 emplacement.',
    locationsCount: 'Votre boutique a {count} emplacements.',
    connect: 'Connecter votre boutique Shopify',
    connectWhy: 'Les produits, le stock et les emplacements viennent de votre boutique, et le sélecteur de retrait et de livraison apparaît dans votre thème.',
    connectAction: 'Connecter',
    connectedTo: 'Connectée à {domain}.',
    everyDay: 'Au quotidien',
    orders: 'Commandes à préparer',
    ordersAction: 'Voir ce qui est à préparer aujourd’hui',
    ordersWhy: 'Les créneaux de chaque jour avec leurs commandes, et une feuille à imprimer.',
    explain: 'Ce qui est proposé aux clients',
    explainAction: 'Essayer un panier',
    explainWhy: 'Composez un panier et voyez, pour chaque emplacement, s’il est proposé aux clients, et sinon pourquoi.',
    shop: 'Votre boutique',
    shopAction: 'Changer le fuseau horaire ou les unités',
    shopWhy: 'Fuseau horaire {zone}, distances en {unit}, heure limite de commande et temps de préparation.',
    kilometers: 'kilomètres',
    miles: 'miles',
  },
  de: {
    setUp: 'Shop einrichten',
    progress: '{done} von {total} Schritten erledigt',
    done: 'Erledigt',
    toDo: 'Offen',
    addLocation: 'Standort hinzufügen',
    addLocationWhy:
      'Wo Kunden ihre Bestellungen abholen oder von wo Lieferungen abgehen. Der geführte Ablauf fragt nach Adresse, Öffnungszeiten, Zeitfenstern und Vorbereitungszeit.',
    addLocationAction: 'Standort hinzufügen',
    locationsOne: 'Ihr Shop hat 1 Standort.',
    locationsCount: 'Ihr Shop hat {count} Standorte.',
    connect: 'Shopify-Shop verbinden',
    connectWhy: 'Produkte, Bestand und Standorte kommen aus Ihrem Shop, und die Auswahl für Abholung und Lieferung erscheint in Ihrem Theme.',
    connectAction: 'Verbinden',
    connectedTo: 'Verbunden mit {domain}.',
    everyDay: 'Jeden Tag',
    orders: 'Vorzubereitende Bestellungen',
    ordersAction: 'Sehen, was heute vorzubereiten ist',
    ordersWhy: 'Die Zeitfenster jedes Tages mit ihren Bestellungen und ein Blatt zum Drucken.',
    explain: 'Was Kunden angeboten wird',
    explainAction: 'Warenkorb ausprobieren',
    explainWhy: 'Stellen Sie einen Warenkorb zusammen und sehen Sie für jeden Standort, ob er Kunden angeboten wird und warum nicht.',
    shop: 'Ihr Shop',
    shopAction: 'Zeitzone oder Einheiten ändern',
    shopWhy: 'Zeitzone {zone}, Entfernungen in {unit}, Bestellschluss und Vorbereitungszeit.',
    kilometers: 'Kilometern',
    miles: 'Meilen',
  },
});
type Words = keyof (typeof messages)['en'];

/** The Shopify store page's query (shared cache with pages/platform.tsx). */
const STATUS_PATH = '/storefront-platform/status';

/** The setup guide's rules: when each step is done. */
const hasLocation = (l: LocationPage) => l.total > 0;
const isConnected = (p: PlatformStatus) => p.configured;

/**
 * The console's landing page, as Shopify's admin has its Home: a setup guide whose steps
 * are ticked from the shop's own state (a location exists: `GET /locations?per_page=1`;
 * the Shopify store is connected: `GET /storefront-platform/status`), then the pages used
 * every day. Light on purpose: it is the first page after sign-in, so it pulls no form
 * code (apps/merchant-console/README.md, "Size": under 150 kB of gzipped script).
 */
export function HomePage() {
  const t = useT(messages);
  const { shop } = useAuth();
  const locations = useQuery({ queryKey: ['/locations?per_page=1'], queryFn: () => admin.get<LocationPage>('/locations?per_page=1') });
  const platform = useQuery({ queryKey: [STATUS_PATH], queryFn: () => admin.get<PlatformStatus>(STATUS_PATH) });
  const steps = [locations.data && hasLocation(locations.data), platform.data && isConnected(platform.data)];
  return (
    <Stack>
      <Paper component="section" aria-labelledby="setup-h" withBorder p="md">
        <Title order={2} id="setup-h">
          {t('setUp')}
        </Title>
        <Text mb="sm" data-testid="setup-progress">
          {t('progress', { done: steps.filter(Boolean).length, total: steps.length })}
        </Text>
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          <Step title={t('addLocation')} query={locations} done={hasLocation} t={t}>
            {(l) =>
              hasLocation(l) ? (
                <Text>{l.total === 1 ? t('locationsOne') : t('locationsCount', { count: l.total })}</Text>
              ) : (
                <Next text={t('addLocationWhy')} to="/locations/new" action={t('addLocationAction')} primary />
              )
            }
          </Step>
          <Step title={t('connect')} query={platform} done={isConnected} t={t}>
            {(p) =>
              isConnected(p) ? (
                <Text>{t('connectedTo', { domain: p.shop_domain ?? shop.domain })}</Text>
              ) : (
                <Next text={t('connectWhy')} to="/platform" action={t('connectAction')} primary />
              )
            }
          </Step>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="daily-h" withBorder p="md">
        <Title order={2} id="daily-h" mb="sm">
          {t('everyDay')}
        </Title>
        <Stack gap="md">
          <Next title={t('orders')} text={t('ordersWhy')} to="/orders" action={t('ordersAction')} />
          <Next title={t('explain')} text={t('explainWhy')} to="/explain" action={t('explainAction')} />
          <Next title={t('shop')} text={t('shopWhy', { zone: shop.timezone, unit: t(shop.measurement_format) })} to="/shop" action={t('shopAction')} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A step of the setup guide: its title, "Done" or "To do" once its query answered, and what to do next. */
function Step<T>(props: {
  title: string;
  query: { data?: T; error: unknown; isPending: boolean };
  done(data: T): boolean;
  t(key: Words): string;
  children(data: T): ReactNode;
}) {
  const { title, query, done, t, children } = props;
  const finished = query.data !== undefined && done(query.data);
  return (
    <li>
      <Group gap="xs" wrap="nowrap" mb={4}>
        <Title order={3} size="h4">
          {title}
        </Title>
        {query.data !== undefined && (
          <Badge color={finished ? '#1b5e20' : 'gray.8'} variant="filled">
            {t(finished ? 'done' : 'toDo')}
          </Badge>
        )}
      </Group>
      <Loaded query={query}>{children}</Loaded>
    </li>
  );
}

/**
 * A sentence (under its title, if any) and the button that goes on from it: filled when it
 * is a setup step's next action. The buttons' names avoid the navigation's words, so each
 * link of the page has a name of its own.
 */
function Next({ title, text, to, action, primary }: { title?: string; text: string; to: string; action: string; primary?: boolean }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <div>
        {title && (
          <Title order={3} size="h4">
            {title}
          </Title>
        )}
        <Text maw={640}>{text}</Text>
      </div>
      <Button component={Link} to={to} variant={primary ? 'filled' : 'default'}>
        {action}
      </Button>
    </Group>
  );
}
