/**
 * Products and stock of a location: which of the shop's location-listed products it
 * offers (`PUT /admin/v1.0/locations/:id/products`) and its stock of tracked variants
 * (`PUT /admin/v1.0/locations/:id/inventory`), from the shop's products
 * (`GET /admin/v1.0/products`). The rules it explains are the storefront's
 * (apps/fulfilment-api/src/admin/README.md, "products" and "inventory"): a product listed at
 * some locations is offered only where listed; a variant with stock at any location is
 * tracked and offered only where there is enough stock. Giving an untracked variant stock
 * at one location hides every other location for carts with it (issue 31, row 2), so that
 * is confirmed first. Used by the location's "Products and stock" tab and by the guided
 * "New location" flow (pages/new-location).
 */
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, NumberInput, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FulfilmentComponents } from '@fulfil/api-client';
import { admin } from '../api';
import { Loaded } from '../components/loaded';
import { ProblemAlert } from '../forms';
import { defineMessages, useT } from '../i18n';

/** The shop's products (`GET /admin/v1.0/products`). */
export type ProductList = FulfilmentComponents['schemas']['AdminProductList'];
/** One product of the shop: id, variants (tracked or not), `offered_at` (locations listing it; 0 = offered everywhere). */
export type ShopProduct = ProductList['products'][number];
type InventoryBody = FulfilmentComponents['schemas']['AdminInventoryBody'];
type ProductsBody = FulfilmentComponents['schemas']['AdminProductsBody'];

/** The words of the products-and-stock tab and of the flow's products step, in English, French and German. */
export const PRODUCT_WORDS = defineMessages({
  en: {
    title: 'Products and stock',
    offered: 'Products offered here',
    listedRule: 'Products listed at specific locations are only offered where listed.',
    all: 'Offer all products here',
    choose: 'Choose products',
    product: 'Product {id}',
    offerProduct: 'Offer product {id} here',
    listedAt: 'listed at {n} locations',
    everywhere: 'Offered at every location (listed nowhere): {ids}.',
    noListed: 'The shop lists no product at specific locations: every product is offered here.',
    noProducts: 'The shop has no products yet. They appear here after a catalogue sync or a store file import.',
    stock: 'Stock',
    trackedRule: 'A product is “tracked” once any location has stock for it; tracked products are only offered where there is enough stock.',
    variant: 'Variant',
    status: 'Tracked',
    units: 'Units here',
    variantOf: 'Variant {variant} (product {product})',
    stockOf: 'Stock of variant {variant} here',
    yes: 'Tracked',
    no: 'Not tracked: always available',
    track: 'Track stock here',
    trackOf: 'Track stock of variant {variant} here',
    emptyTracked: 'A tracked variant without units here: carts with it never see this location.',
    makesTracked: 'This makes variant {variant} tracked: {n} locations without stock for it will stop offering it.',
    confirmTitle: 'Start tracking stock?',
    confirmLead: 'Saving this stock changes which locations shoppers see:',
    confirmFix: 'Give those locations stock first (their Products and stock tab), or leave the variant untracked.',
    saveAnyway: 'Save anyway',
    cancel: 'Cancel',
    save: 'Save products and stock',
    saved: 'Products and stock saved.',
    notSaved: 'Not saved',
    addProduct: 'Product',
    addVariant: 'Variant id',
    add: 'Add the variant',
    addHint: 'A variant not listed here yet (no stock anywhere): add it by its id to give it stock here.',
  },
  fr: {
    title: 'Produits et stock',
    offered: 'Produits proposés ici',
    listedRule: 'Les produits attribués à certains emplacements ne sont proposés que là où ils sont attribués.',
    all: 'Proposer tous les produits ici',
    choose: 'Choisir les produits',
    product: 'Produit {id}',
    offerProduct: 'Proposer le produit {id} ici',
    listedAt: 'attribué à {n} emplacements',
    everywhere: 'Proposés dans tous les emplacements (attribués nulle part) : {ids}.',
    noListed: 'La boutique n’attribue aucun produit à des emplacements précis : tous les produits sont proposés ici.',
    noProducts: 'La boutique n’a pas encore de produits. Ils apparaissent ici après une synchronisation du catalogue ou l’import d’un fichier de boutique.',
    stock: 'Stock',
    trackedRule: 'Un produit est « suivi » dès qu’un emplacement en a du stock ; les produits suivis ne sont proposés que là où le stock suffit.',
    variant: 'Variante',
    status: 'Suivi',
    units: 'Unités ici',
    variantOf: 'Variante {variant} (produit {product})',
    stockOf: 'Stock de la variante {variant} ici',
    yes: 'Suivi',
    no: 'Non suivi : toujours disponible',
    track: 'Suivre le stock ici',
    trackOf: 'Suivre le stock de la variante {variant} ici',
    emptyTracked: 'Une variante suivie sans unités ici : les paniers qui la contiennent ne voient jamais cet emplacement.',
    makesTracked: 'La variante {variant} devient suivie : {n} emplacements sans stock pour elle cesseront de la proposer.',
    confirmTitle: 'Commencer à suivre le stock ?',
    confirmLead: 'Enregistrer ce stock change les emplacements que voient les clients :',
    confirmFix: 'Donnez d’abord du stock à ces emplacements (leur onglet Produits et stock), ou laissez la variante non suivie.',
    saveAnyway: 'Enregistrer quand même',
    cancel: 'Annuler',
    save: 'Enregistrer les produits et le stock',
    saved: 'Produits et stock enregistrés.',
    notSaved: 'Non enregistré',
    addProduct: 'Produit',
    addVariant: 'Identifiant de la variante',
    add: 'Ajouter la variante',
    addHint: 'Une variante absente de cette liste (sans stock nulle part) : ajoutez-la par son identifiant pour lui donner du stock ici.',
  },
  de: {
    title: 'Produkte und Bestand',
    offered: 'Hier angebotene Produkte',
    listedRule: 'Produkte, die bestimmten Standorten zugeordnet sind, werden nur dort angeboten.',
    all: 'Alle Produkte hier anbieten',
    choose: 'Produkte auswählen',
    product: 'Produkt {id}',
    offerProduct: 'Produkt {id} hier anbieten',
    listedAt: '{n} Standorten zugeordnet',
    everywhere: 'An allen Standorten angeboten (keinem zugeordnet): {ids}.',
    noListed: 'Der Shop ordnet keine Produkte bestimmten Standorten zu: Alle Produkte werden hier angeboten.',
    noProducts: 'Der Shop hat noch keine Produkte. Sie erscheinen hier nach einem Katalogabgleich oder dem Import einer Shop-Datei.',
    stock: 'Bestand',
    trackedRule: 'Ein Produkt wird „verfolgt“, sobald ein Standort Bestand dafür hat; verfolgte Produkte werden nur dort angeboten, wo genug Bestand ist.',
    variant: 'Variante',
    status: 'Verfolgt',
    units: 'Stück hier',
    variantOf: 'Variante {variant} (Produkt {product})',
    stockOf: 'Bestand der Variante {variant} hier',
    yes: 'Verfolgt',
    no: 'Nicht verfolgt: immer verfügbar',
    track: 'Bestand hier verfolgen',
    trackOf: 'Bestand der Variante {variant} hier verfolgen',
    emptyTracked: 'Eine verfolgte Variante ohne Stück hier: Warenkörbe damit sehen diesen Standort nie.',
    makesTracked: 'Damit wird Variante {variant} verfolgt: {n} Standorte ohne Bestand dafür bieten sie nicht mehr an.',
    confirmTitle: 'Bestand verfolgen?',
    confirmLead: 'Das Speichern dieses Bestands ändert, welche Standorte Kunden sehen:',
    confirmFix: 'Geben Sie diesen Standorten zuerst Bestand (Tab „Produkte und Bestand“) oder lassen Sie die Variante unverfolgt.',
    saveAnyway: 'Trotzdem speichern',
    cancel: 'Abbrechen',
    save: 'Produkte und Bestand speichern',
    saved: 'Produkte und Bestand gespeichert.',
    notSaved: 'Nicht gespeichert',
    addProduct: 'Produkt',
    addVariant: 'Varianten-ID',
    add: 'Variante hinzufügen',
    addHint: 'Eine Variante, die hier noch fehlt (nirgends Bestand): Fügen Sie sie über ihre ID hinzu, um ihr hier Bestand zu geben.',
  },
});

/** What the merchant chose: all listed products or a choice, and units per variant id (absent or '' = no stock row). */
export interface ProductsChoice {
  mode: 'all' | 'choose';
  /** Product ids offered here in `choose` mode. */
  offered: number[];
  /** Units per variant id; a variant has a stock row here exactly when it has a number. */
  stock: Record<number, number | ''>;
  /** Untracked variants the merchant chose to track here (their input is shown). */
  tracking: number[];
  /** Variants the shop does not know yet (no stock row anywhere, not synced), added by id to give them stock here. */
  extra: { variant_id: number; product_id: number }[];
}

/**
 * The catalogue with the choice's extra variants added to their products (untracked; a
 * product the shop does not know is added as offered everywhere).
 */
export function withExtras(catalogue: ShopProduct[], choice: ProductsChoice): ShopProduct[] {
  const out = catalogue.map((p) => ({ ...p, variants: [...p.variants] }));
  for (const x of choice.extra) {
    let p = out.find((q) => q.product_id === x.product_id);
    if (!p) out.push((p = { product_id: x.product_id, variants: [], offered_at: 0 }));
    if (!p.variants.some((v) => v.variant_id === x.variant_id)) p.variants.push({ variant_id: x.variant_id, tracked: false });
  }
  return out;
}

/** The products the shop lists at specific locations (`offered_at` > 0): the only ones a location's list matters for. */
export function listedProducts(catalogue: ShopProduct[]): ShopProduct[] {
  return catalogue.filter((p) => p.offered_at > 0);
}

/** `PUT /locations/:id/products` body of a choice: every listed product in `all` mode, else the chosen ones. */
export function productsBody(choice: ProductsChoice, catalogue: ShopProduct[]): ProductsBody {
  return { products: choice.mode === 'all' ? listedProducts(catalogue).map((p) => p.product_id) : [...choice.offered] };
}

/** `PUT /locations/:id/inventory` body of a choice: a row per variant with a number of units. */
export function inventoryBody(choice: ProductsChoice, catalogue: ShopProduct[]): InventoryBody {
  return {
    inventory: withExtras(catalogue, choice).flatMap((p) =>
      p.variants.flatMap((v) => {
        const units = choice.stock[v.variant_id];
        return units === undefined || units === '' ? [] : [{ variant_id: v.variant_id, product_id: p.product_id, available: units }];
      }),
    ),
  };
}

/** A variant not tracked yet that the choice gives stock here, with the number of other locations that would stop offering it. */
export interface NewlyTracked {
  variant_id: number;
  product_id: number;
  /** Other locations offering its product, none of which has stock for it (untracked: no location has a row). */
  locations: number;
}

/**
 * The untracked variants the choice gives stock, each with how many other locations stop
 * offering it: the locations listing its product (`offered_at`, less this one if it is
 * listed here) or, for a product listed nowhere, every other location of the shop.
 * @param otherLocations the shop's locations other than this one
 * @param listedHere whether this location is counted in the products' `offered_at` (an existing location's listing)
 */
export function newlyTracked(
  choice: ProductsChoice,
  catalogue: ShopProduct[],
  otherLocations: number,
  listedHere: (productId: number) => boolean,
): NewlyTracked[] {
  return withExtras(catalogue, choice).flatMap((p) =>
    p.variants
      .filter((v) => !v.tracked && typeof choice.stock[v.variant_id] === 'number')
      .map((v) => ({
        variant_id: v.variant_id,
        product_id: p.product_id,
        locations: p.offered_at > 0 ? p.offered_at - (listedHere(p.product_id) ? 1 : 0) : otherLocations,
      })),
  );
}

/**
 * A confirmation dialog for newly tracked variants: `ask(list)` resolves true at "Save
 * anyway", false at Cancel (or at once with true when the list is empty). Render `dialog`.
 */
export function useTrackingConfirm(): { dialog: ReactNode; ask(list: NewlyTracked[]): Promise<boolean> } {
  const t = useT(PRODUCT_WORDS);
  const [pending, setPending] = useState<{ list: NewlyTracked[]; resolve(ok: boolean): void } | null>(null);
  const close = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = (
    // Composed without Modal.Header (a <header>, a second banner landmark) and its unnamed close button; Escape and Cancel close it.
    <Modal.Root opened={pending !== null} onClose={() => close(false)} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Stack>
            <Modal.Title component="h2" fw={700} fz="lg">
              {t('confirmTitle')}
            </Modal.Title>
            <Text>{t('confirmLead')}</Text>
            {pending?.list.map((v) => (
              <Alert key={v.variant_id} color="yellow" variant="light" data-testid="tracking-warning">
                {t('makesTracked', { variant: v.variant_id, n: v.locations })}
              </Alert>
            ))}
            <Text size="sm">{t('confirmFix')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => close(false)}>
                {t('cancel')}
              </Button>
              <Button color="red.9" onClick={() => close(true)}>
                {t('saveAnyway')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
  return {
    dialog,
    ask: (list) => (list.length === 0 ? Promise.resolve(true) : new Promise<boolean>((resolve) => setPending({ list, resolve }))),
  };
}

/** Props of {@link ProductsAndStock}. */
export interface ProductsAndStockProps {
  catalogue: ShopProduct[];
  value: ProductsChoice;
  onChange(value: ProductsChoice): void;
  /** For the warning's count: the shop's other locations, and whether a product's `offered_at` counts this location. */
  otherLocations: number;
  listedHere(productId: number): boolean;
}

/**
 * The choice of products offered here ("Offer all products here" or a checkbox per
 * listed product; products listed nowhere are named as offered everywhere) and the stock
 * table: per variant, tracked or not, and units here (tracked variants have an input;
 * untracked ones a "Track stock here" button that reveals it, with the warning of what
 * tracking it does to the other locations). Controlled.
 */
export function ProductsAndStock({ catalogue, value, onChange, otherLocations, listedHere }: ProductsAndStockProps) {
  const t = useT(PRODUCT_WORDS);
  const listed = listedProducts(catalogue);
  const everywhere = catalogue.filter((p) => p.offered_at === 0);
  const warnings = newlyTracked(value, catalogue, otherLocations, listedHere);
  const [addProduct, setAddProduct] = useState<string>(String(catalogue[0]?.product_id ?? ''));
  const [addVariant, setAddVariant] = useState<number | ''>('');
  if (catalogue.length === 0) return <Text>{t('noProducts')}</Text>;
  const addExtra = () => {
    if (addVariant === '' || !addProduct) return;
    const variant = { variant_id: addVariant, product_id: Number(addProduct) };
    if (!withExtras(catalogue, value).some((p) => p.variants.some((v) => v.variant_id === addVariant)))
      onChange({ ...value, extra: [...value.extra, variant], tracking: [...value.tracking, addVariant] });
    setAddVariant('');
  };
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3}>{t('offered')}</Title>
        <Text size="sm">{t('listedRule')}</Text>
        {listed.length === 0 ? (
          <Text>{t('noListed')}</Text>
        ) : (
          <>
            <Radio.Group value={value.mode} onChange={(m) => onChange({ ...value, mode: m as ProductsChoice['mode'] })} aria-label={t('offered')}>
              <Group gap="lg" mt={4}>
                <Radio value="all" label={t('all')} />
                <Radio value="choose" label={t('choose')} />
              </Group>
            </Radio.Group>
            {value.mode === 'choose' && (
              <Stack gap={6}>
                {listed.map((p) => (
                  <Checkbox
                    key={p.product_id}
                    checked={value.offered.includes(p.product_id)}
                    onChange={(e) =>
                      onChange({
                        ...value,
                        offered: e.currentTarget.checked ? [...value.offered, p.product_id] : value.offered.filter((id) => id !== p.product_id),
                      })
                    }
                    aria-label={t('offerProduct', { id: p.product_id })}
                    label={`${t('product', { id: p.product_id })} · ${t('listedAt', { n: p.offered_at })}`}
                  />
                ))}
              </Stack>
            )}
          </>
        )}
        {everywhere.length > 0 && <Text size="sm">{t('everywhere', { ids: everywhere.map((p) => p.product_id).join(', ') })}</Text>}
      </Stack>
      <Stack gap="xs">
        <Title order={3}>{t('stock')}</Title>
        <Text size="sm">{t('trackedRule')}</Text>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('variant')}</Table.Th>
                <Table.Th scope="col">{t('status')}</Table.Th>
                <Table.Th scope="col">{t('units')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withExtras(catalogue, value).flatMap((p) =>
                p.variants.map((v) => {
                  const showInput = v.tracked || value.tracking.includes(v.variant_id) || typeof value.stock[v.variant_id] === 'number';
                  return (
                    <Table.Tr key={v.variant_id} data-variant={v.variant_id}>
                      <Table.Th scope="row">{t('variantOf', { variant: v.variant_id, product: p.product_id })}</Table.Th>
                      <Table.Td>{v.tracked ? t('yes') : t('no')}</Table.Td>
                      <Table.Td>
                        {showInput ? (
                          <NumberInput
                            w={120}
                            value={value.stock[v.variant_id] ?? ''}
                            onChange={(n) => onChange({ ...value, stock: { ...value.stock, [v.variant_id]: n === '' ? '' : Number(n) } })}
                            aria-label={t('stockOf', { variant: v.variant_id })}
                            allowDecimal={false}
                          />
                        ) : (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => onChange({ ...value, tracking: [...value.tracking, v.variant_id] })}
                            aria-label={t('trackOf', { variant: v.variant_id })}
                          >
                            {t('track')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                }),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {catalogue.some((p) => p.variants.some((v) => v.tracked)) && (
          <Text size="sm" c="dimmed">
            {t('emptyTracked')}
          </Text>
        )}
        <Group align="end" gap="xs">
          <NativeSelect
            label={t('addProduct')}
            value={addProduct}
            onChange={(e) => setAddProduct(e.currentTarget.value)}
            data={catalogue.map((p) => ({ value: String(p.product_id), label: t('product', { id: p.product_id }) }))}
          />
          <NumberInput label={t('addVariant')} value={addVariant} onChange={(v) => setAddVariant(v === '' ? '' : Number(v))} allowDecimal={false} w={160} />
          <Button variant="default" onClick={addExtra}>
            {t('add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('addHint')}
        </Text>
        {warnings.map((w) => (
          <Alert key={w.variant_id} color="yellow" variant="light">
            {t('makesTracked', { variant: w.variant_id, n: w.locations })}
          </Alert>
        ))}
      </Stack>
    </Stack>
  );
}

/** The shop's products and its number of locations (for the warning), as the flow and the tab load them. */
export function useShopProducts() {
  const products = useQuery({ queryKey: ['/products'], queryFn: () => admin.get<ProductList>('/products') });
  const locations = useQuery({
    queryKey: ['/locations?per_page=1'],
    queryFn: () => admin.get<FulfilmentComponents['schemas']['AdminLocationPage']>('/locations?per_page=1'),
  });
  return { products, locations };
}

/** The "Products and stock" tab of a location: loads, edits and saves its products and stock (confirming newly tracked variants). */
export function LocationProductsTab({ id }: { id: number }) {
  const { products, locations } = useShopProducts();
  const offered = useQuery({ queryKey: [`/locations/${id}/products`], queryFn: () => admin.get<ProductsBody>(`/locations/${id}/products`) });
  const inventory = useQuery({ queryKey: [`/locations/${id}/inventory`], queryFn: () => admin.get<InventoryBody>(`/locations/${id}/inventory`) });
  const all = [products, locations, offered, inventory];
  const query = {
    isPending: all.some((q) => q.isPending),
    error: all.find((q) => q.error)?.error ?? null,
    data:
      products.data && locations.data && offered.data && inventory.data
        ? { ...products.data, total: locations.data.total, here: offered.data, stock: inventory.data }
        : undefined,
  };
  return (
    <Loaded query={query}>
      {(d) => <ProductsForm id={id} catalogue={d.products} otherLocations={d.total - 1} here={d.here.products} stock={d.stock.inventory} />}
    </Loaded>
  );
}

function ProductsForm({
  id,
  catalogue,
  otherLocations,
  here,
  stock,
}: {
  id: number;
  catalogue: ShopProduct[];
  otherLocations: number;
  here: number[];
  stock: InventoryBody['inventory'];
}) {
  const t = useT(PRODUCT_WORDS);
  const queryClient = useQueryClient();
  const initial = (): ProductsChoice => {
    const listed = listedProducts(catalogue);
    return {
      mode: listed.length > 0 && listed.every((p) => here.includes(p.product_id)) ? 'all' : 'choose',
      offered: here,
      stock: Object.fromEntries(stock.map((s) => [s.variant_id, s.available])),
      tracking: [],
      extra: [],
    };
  };
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const { dialog, ask } = useTrackingConfirm();
  const save = useMutation({
    mutationFn: async () => {
      await admin.put(`/locations/${id}/products`, productsBody(value, catalogue));
      await admin.put(`/locations/${id}/inventory`, inventoryBody(value, catalogue));
    },
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries();
    },
  });
  useEffect(() => {
    if (saved) status.current?.focus();
  }, [saved]);
  return (
    <Stack>
      <ProductsAndStock
        catalogue={catalogue}
        value={value}
        onChange={(v) => {
          setSaved(false);
          setValue(v);
        }}
        otherLocations={otherLocations}
        listedHere={(p) => here.includes(p)}
      />
      <Group>
        <Button
          loading={save.isPending}
          onClick={async () => {
            setSaved(false);
            if (await ask(newlyTracked(value, catalogue, otherLocations, (p) => here.includes(p)))) save.mutate();
          }}
        >
          {t('save')}
        </Button>
        <Text role="status" c="green.9" ref={status} tabIndex={-1}>
          {saved ? t('saved') : ''}
        </Text>
      </Group>
      {save.isError && <ProblemAlert problem={save.error} title={t('notSaved')} />}
      {dialog}
    </Stack>
  );
}
