import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  NumberInput,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { admin, ApiProblem } from '../api';
import { Loaded } from '../components/loaded';
import { dateLabel, defineMessages, useLocale, useT } from '../i18n';
import { Link } from '../router';
import { METHOD_WORDS } from '../weekdays';
import type { FulfilmentComponents, FulfilmentOperations, JsonBody } from '@fulfil/api-client';

type Schemas = FulfilmentComponents['schemas'];
/** `GET /admin/v1.0/products`, `POST /admin/v1.0/locations/explain` and its body (generated from the OpenAPI document). */
type Products = Schemas['AdminProductList'];
type ExplainAnswer = Schemas['AdminLocationExplain'];
type ExplainReason = Schemas['AdminExplainReason'];
type ExplainBody = JsonBody<FulfilmentOperations['AdminConsole_explain']>;

type Method = 'pickup' | 'delivery';
/** A cart line as the explain body takes it. */
type Line = ExplainBody['cart'][number];

/** Locations per page of the answer. */
export const EXPLAIN_PER_PAGE = 25;

const messages = defineMessages({
  en: {
    intro: 'Build a cart and see, for every location, whether shoppers are offered it, and if not, why.',
    cart: 'Cart',
    product: 'Product',
    productLabel: 'Product {id}',
    offeredAtSome: 'listed at {n} locations',
    offeredEverywhere: 'offered everywhere',
    unnamed: 'Location {id}',
    outOfAreaBy: 'Outside the delivery area: {distance} {unit} away, delivers within {max_radius} {unit}',
    variant: 'Variant',
    variantLabel: 'Variant {id}',
    tracked: 'stock tracked',
    quantity: 'Quantity',
    add: 'Add to cart',
    remove: 'Remove {variant} from the cart',
    actions: 'Actions',
    emptyCart: 'The cart is empty: choose a product and a variant, then add it. An empty cart shows where the method itself is offered.',
    noProducts: 'The shop has no products yet. Sync the Shopify store to bring them in.',
    syncStore: 'Open the Shopify store page',
    method: 'Checkout method',
    postalCode: "Shopper's postal code",
    postalHint: 'Local delivery is offered only within a location’s delivery area.',
    summary: 'Offered at {offered} of {total} locations',
    results: 'Locations for this cart',
    location: 'Location',
    answer: 'Offered?',
    offered: 'Offered',
    firstDate: 'first date {date}',
    notOffered: 'Not offered',
    methodOffPickup: 'Pickup is off here',
    methodOffDelivery: 'Local delivery is off here',
    productNotOffered: 'Product {product_id} is not offered here',
    outOfStock: 'Out of stock: variant {variant_id} has {available}, the cart needs {needed}',
    outOfArea: 'Outside the delivery area',
    noDate: 'No date available in the calendar',
    fixDetails: 'Turn it on in the location’s details',
    fixProducts: 'Products and stock',
    fixDelivery: 'Delivery area',
    fixPickupCalendar: 'Pickup calendar',
    fixDeliveryCalendar: 'Delivery calendar',
    fixPreparation: 'Preparation time',
    pages: 'Pages of locations',
    page: 'Page {page}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    firstPage: 'First page',
    lastPage: 'Last page',
  },
  fr: {
    intro: 'Composez un panier et voyez, pour chaque emplacement, s’il est proposé aux clients et, sinon, pourquoi.',
    cart: 'Panier',
    product: 'Produit',
    productLabel: 'Produit {id}',
    offeredAtSome: 'proposé dans {n} emplacements',
    offeredEverywhere: 'proposé partout',
    unnamed: 'Emplacement {id}',
    outOfAreaBy: 'Hors de la zone de livraison : à {distance} {unit}, livre dans un rayon de {max_radius} {unit}',
    variant: 'Variante',
    variantLabel: 'Variante {id}',
    tracked: 'stock suivi',
    quantity: 'Quantité',
    add: 'Ajouter au panier',
    remove: 'Retirer {variant} du panier',
    actions: 'Actions',
    emptyCart: 'Le panier est vide : choisissez un produit et une variante, puis ajoutez-les. Un panier vide montre où le mode lui-même est proposé.',
    noProducts: 'La boutique n’a encore aucun produit. Synchronisez la boutique Shopify pour les importer.',
    syncStore: 'Ouvrir la page de la boutique Shopify',
    method: 'Mode de commande',
    postalCode: 'Code postal du client',
    postalHint: 'La livraison locale n’est proposée que dans la zone de livraison d’un emplacement.',
    summary: 'Proposé dans {offered} emplacements sur {total}',
    results: 'Emplacements pour ce panier',
    location: 'Emplacement',
    answer: 'Proposé ?',
    offered: 'Proposé',
    firstDate: 'première date : {date}',
    notOffered: 'Non proposé',
    methodOffPickup: 'Le retrait est désactivé ici',
    methodOffDelivery: 'La livraison locale est désactivée ici',
    productNotOffered: 'Le produit {product_id} n’est pas proposé ici',
    outOfStock: 'Rupture de stock : la variante {variant_id} en a {available}, le panier en demande {needed}',
    outOfArea: 'Hors de la zone de livraison',
    noDate: 'Aucune date disponible dans le calendrier',
    fixDetails: 'L’activer dans les détails de l’emplacement',
    fixProducts: 'Produits et stock',
    fixDelivery: 'Zone de livraison',
    fixPickupCalendar: 'Calendrier de retrait',
    fixDeliveryCalendar: 'Calendrier de livraison',
    fixPreparation: 'Temps de préparation',
    pages: 'Pages d’emplacements',
    page: 'Page {page}',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    firstPage: 'Première page',
    lastPage: 'Dernière page',
  },
  de: {
    intro: 'Stellen Sie einen Warenkorb zusammen und sehen Sie für jeden Standort, ob er Kunden angeboten wird und wenn nicht, warum.',
    cart: 'Warenkorb',
    product: 'Produkt',
    productLabel: 'Produkt {id}',
    offeredAtSome: 'an {n} Standorten gelistet',
    offeredEverywhere: 'überall angeboten',
    unnamed: 'Standort {id}',
    outOfAreaBy: 'Außerhalb des Liefergebiets: {distance} {unit} entfernt, liefert im Umkreis von {max_radius} {unit}',
    variant: 'Variante',
    variantLabel: 'Variante {id}',
    tracked: 'Bestand geführt',
    quantity: 'Menge',
    add: 'In den Warenkorb',
    remove: '{variant} aus dem Warenkorb entfernen',
    actions: 'Aktionen',
    emptyCart:
      'Der Warenkorb ist leer: Wählen Sie ein Produkt und eine Variante und fügen Sie sie hinzu. Ein leerer Warenkorb zeigt, wo die Versandart selbst angeboten wird.',
    noProducts: 'Der Shop hat noch keine Produkte. Synchronisieren Sie den Shopify-Shop, um sie zu übernehmen.',
    syncStore: 'Seite des Shopify-Shops öffnen',
    method: 'Versandart',
    postalCode: 'Postleitzahl des Kunden',
    postalHint: 'Lokale Lieferung wird nur im Liefergebiet eines Standorts angeboten.',
    summary: 'An {offered} von {total} Standorten angeboten',
    results: 'Standorte für diesen Warenkorb',
    location: 'Standort',
    answer: 'Angeboten?',
    offered: 'Angeboten',
    firstDate: 'erstes Datum: {date}',
    notOffered: 'Nicht angeboten',
    methodOffPickup: 'Abholung ist hier ausgeschaltet',
    methodOffDelivery: 'Lokale Lieferung ist hier ausgeschaltet',
    productNotOffered: 'Produkt {product_id} wird hier nicht angeboten',
    outOfStock: 'Nicht vorrätig: Variante {variant_id} hat {available}, der Warenkorb braucht {needed}',
    outOfArea: 'Außerhalb des Liefergebiets',
    noDate: 'Kein verfügbares Datum im Kalender',
    fixDetails: 'In den Details des Standorts einschalten',
    fixProducts: 'Produkte und Bestand',
    fixDelivery: 'Liefergebiet',
    fixPickupCalendar: 'Abholkalender',
    fixDeliveryCalendar: 'Lieferkalender',
    fixPreparation: 'Vorbereitungszeit',
    pages: 'Seiten der Standorte',
    page: 'Seite {page}',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    firstPage: 'Erste Seite',
    lastPage: 'Letzte Seite',
  },
});
type Words = keyof (typeof messages)['en'];

/** A reason in the merchant's words and the pages of the location that fix it (`/locations/:id/<tab>`). */
function reasonView(
  reason: ExplainReason,
  method: Method,
  locationId: number,
): { text: Words | null; values: Record<string, string | number>; fixes: [Words, string][] } {
  const at = (tab: string) => `/locations/${locationId}${tab ? `/${tab}` : ''}`;
  const values = Object.fromEntries(Object.entries(reason.values ?? {}).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)]));
  const calendar: [Words, string] = method === 'pickup' ? ['fixPickupCalendar', at('pickup')] : ['fixDeliveryCalendar', at('delivery')];
  switch (reason.code) {
    case 'METHOD_OFF':
      return { text: method === 'pickup' ? 'methodOffPickup' : 'methodOffDelivery', values, fixes: [['fixDetails', at('')]] };
    case 'PRODUCT_NOT_OFFERED':
      return { text: 'productNotOffered', values, fixes: [['fixProducts', at('products')]] };
    case 'OUT_OF_STOCK':
      return { text: 'outOfStock', values, fixes: [['fixProducts', at('products')]] };
    case 'OUT_OF_AREA':
      return {
        text: values['distance'] !== undefined && values['max_radius'] !== undefined ? 'outOfAreaBy' : 'outOfArea',
        values,
        fixes: [['fixDelivery', at('delivery')]],
      };
    case 'NO_DATE':
      return { text: 'noDate', values, fixes: [calendar, ['fixPreparation', at('preparation')]] };
    default:
      // A reason this console does not know yet: the API's own sentence.
      return { text: null, values, fixes: [] };
  }
}

/**
 * "Why not offered?" (`/explain`): the merchant builds a cart from the shop's products
 * (`GET /admin/v1.0/products`), picks Pickup or Local delivery (with a postal code), and
 * sees for each location, a page at a time (`POST /admin/v1.0/locations/explain`), whether
 * the storefront offers it (and its first date) or every reason it does not, each linked
 * to the location's tab that fixes it.
 */
export function ExplainPage() {
  const t = useT(messages);
  const methodName = useT(METHOD_WORDS);
  const [method, setMethod] = useState<Method>('pickup');
  const [postal, setPostal] = useState('');
  const [postalCode] = useDebouncedValue(postal.trim(), 400);
  const [cart, setCart] = useState<Line[]>([]);
  const [page, setPage] = useState(1);
  const cartHeading = useRef<HTMLHeadingElement>(null);
  const body: ExplainBody = { method, cart, ...(method === 'delivery' && postalCode ? { postal_code: postalCode } : {}), page, per_page: EXPLAIN_PER_PAGE };
  const explain = useQuery({
    queryKey: ['/locations/explain', body],
    queryFn: () => admin.post<ExplainAnswer>('/locations/explain', body),
    placeholderData: keepPreviousData,
  });
  // A postal code the geocoder cannot place: the API's message on the field, no results.
  const postalProblem = explain.error instanceof ApiProblem ? (explain.error.errors.find((e) => e.field === 'postal_code')?.message ?? null) : null;
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Stack>
      <Text>{t('intro')}</Text>
      <Paper withBorder p="md" component="section" aria-labelledby="explain-cart-h">
        <Title order={2} id="explain-cart-h" mb="sm" ref={cartHeading} tabIndex={-1}>
          {t('cart')}
        </Title>
        <CartBuilder cart={cart} onChange={change(setCart)} heading={cartHeading} />
      </Paper>
      <Paper withBorder p="md">
        <Group align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="explain-method-label">
              {t('method')}
            </Text>
            <SegmentedControl
              value={method}
              onChange={(v) => change(setMethod)(v as Method)}
              data={[
                { value: 'pickup', label: methodName('pickup') },
                { value: 'delivery', label: methodName('delivery') },
              ]}
              aria-labelledby="explain-method-label"
            />
          </Stack>
          {method === 'delivery' && (
            <TextInput
              label={t('postalCode')}
              description={t('postalHint')}
              value={postal}
              onChange={(e) => {
                setPostal(e.currentTarget.value);
                setPage(1);
              }}
              error={postalProblem}
              w={280}
              data-testid="explain-postal-code"
            />
          )}
        </Group>
      </Paper>
      {postalProblem ? null : (
        <Loaded query={explain}>{(answer) => <Results answer={answer} method={method} page={page} onPage={setPage} busy={explain.isFetching} />}</Loaded>
      )}
    </Stack>
  );
}

/** The summary line and the page of locations: Offered (first date) or Not offered with its reasons and fixes. */
function Results({ answer, method, page, onPage, busy }: { answer: ExplainAnswer; method: Method; page: number; onPage: (p: number) => void; busy: boolean }) {
  const t = useT(messages);
  const { locale } = useLocale();
  const pages = Math.max(1, Math.ceil(answer.total / EXPLAIN_PER_PAGE));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="explain-results-h" aria-busy={busy} data-testid="explain-results-section">
      <Title order={2} id="explain-results-h" mb="xs">
        {t('results')}
      </Title>
      <Text fw={600} mb="sm" data-testid="explain-summary" aria-live="polite">
        {t('summary', { offered: answer.offered_total, total: answer.total })}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped verticalSpacing="sm" data-testid="explain-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('location')}</Table.Th>
              <Table.Th scope="col">{t('answer')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.locations.map((l) => (
              <Table.Tr key={l.id} data-location={l.id} data-offered={l.offered}>
                <Table.Td>
                  <Anchor component={Link} to={`/locations/${l.id}`}>
                    {l.company_name ?? t('unnamed', { id: l.id })}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {l.offered ? (
                      <Group gap="xs">
                        <Badge color="#1b5e20" variant="filled">
                          {t('offered')}
                        </Badge>
                        {l.first_date && <Text size="sm">{t('firstDate', { date: dateLabel(l.first_date, locale) })}</Text>}
                      </Group>
                    ) : (
                      <Badge color="gray.8" variant="filled">
                        {t('notOffered')}
                      </Badge>
                    )}
                    {l.reasons.length > 0 && (
                      <List size="sm" spacing={4}>
                        {l.reasons.map((r, i) => {
                          const view = reasonView(r, method, l.id);
                          return (
                            <List.Item key={`${r.code}-${i}`} data-reason={r.code}>
                              {view.text ? t(view.text, view.values) : r.message}
                              {view.fixes.map(([label, to]) => (
                                <span key={to}>
                                  {' · '}
                                  <Anchor component={Link} to={to} size="sm">
                                    {t(label)}
                                  </Anchor>
                                </span>
                              ))}
                            </List.Item>
                          );
                        })}
                      </List>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination
          mt="md"
          total={pages}
          value={page}
          onChange={onPage}
          aria-label={t('pages')}
          getControlProps={(c) => ({
            'aria-label': t(c === 'previous' ? 'previousPage' : c === 'next' ? 'nextPage' : c === 'first' ? 'firstPage' : 'lastPage'),
          })}
          getItemProps={(p) => ({ 'aria-label': t('page', { page: p }) })}
        />
      )}
    </Paper>
  );
}

/** The cart: a product and variant picker from `GET /products` with a quantity, and the lines added (removable). */
function CartBuilder({ cart, onChange, heading }: { cart: Line[]; onChange: (cart: Line[]) => void; heading: RefObject<HTMLHeadingElement | null> }) {
  const t = useT(messages);
  const products = useQuery({ queryKey: ['/products'], queryFn: () => admin.get<Products>('/products') });
  const [product, setProduct] = useState<string | null>(null);
  const [variant, setVariant] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number>(1);
  return (
    <Loaded query={products}>
      {({ products: list }) => {
        if (list.length === 0)
          return (
            <Stack align="flex-start">
              <Text>{t('noProducts')}</Text>
              <Button variant="default" component={Link} to="/platform">
                {t('syncStore')}
              </Button>
            </Stack>
          );
        const chosen = list.find((p) => String(p.product_id) === product);
        const variants = chosen?.variants ?? [];
        const add = () => {
          const v = variants.find((x) => String(x.variant_id) === variant) ?? variants[0];
          if (!chosen || !v) return;
          const q = Math.max(1, Math.round(quantity || 1));
          const existing = cart.find((l) => l.variant_id === v.variant_id);
          onChange(
            existing
              ? cart.map((l) => (l === existing ? { ...l, quantity: l.quantity + q } : l))
              : [...cart, { product_id: chosen.product_id, variant_id: v.variant_id, quantity: q }],
          );
        };
        return (
          <Stack>
            <Group align="flex-end" wrap="wrap">
              <Select
                label={t('product')}
                searchable
                value={product}
                onChange={(p) => {
                  setProduct(p);
                  const first = list.find((x) => String(x.product_id) === p)?.variants[0];
                  setVariant(first ? String(first.variant_id) : null);
                }}
                data={list.map((p) => ({
                  value: String(p.product_id),
                  label: `${t('productLabel', { id: p.product_id })} (${p.offered_at === 0 ? t('offeredEverywhere') : t('offeredAtSome', { n: p.offered_at })})`,
                }))}
                w={220}
                data-testid="explain-product"
              />
              <Select
                label={t('variant')}
                value={variant}
                onChange={setVariant}
                disabled={!chosen}
                data={variants.map((v) => ({
                  value: String(v.variant_id),
                  label: `${t('variantLabel', { id: v.variant_id })}${v.tracked ? ` (${t('tracked')})` : ''}`,
                }))}
                w={260}
                data-testid="explain-variant"
              />
              <NumberInput label={t('quantity')} value={quantity} onChange={(v) => setQuantity(Number(v) || 1)} w={110} data-testid="explain-quantity" />
              <Button onClick={add} disabled={!chosen}>
                {t('add')}
              </Button>
            </Group>
            {cart.length === 0 ? (
              <Text c="dimmed">{t('emptyCart')}</Text>
            ) : (
              <Table w="auto" data-testid="explain-cart">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('product')}</Table.Th>
                    <Table.Th scope="col">{t('variant')}</Table.Th>
                    <Table.Th scope="col">{t('quantity')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {cart.map((l) => (
                    <Table.Tr key={l.variant_id} data-variant={l.variant_id}>
                      <Table.Td>{l.product_id}</Table.Td>
                      <Table.Td>{l.variant_id}</Table.Td>
                      <Table.Td>{l.quantity}</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          size={32}
                          onClick={() => {
                            onChange(cart.filter((x) => x !== l));
                            // The line's button is gone: focus the cart's heading (its table, or the empty-cart sentence, follows).
                            heading.current?.focus();
                          }}
                          aria-label={t('remove', { variant: t('variantLabel', { id: l.variant_id }) })}
                        >
                          <span aria-hidden>×</span>
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        );
      }}
    </Loaded>
  );
}
