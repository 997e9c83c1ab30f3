import { Alert, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutMethod } from '@fulfil/api-client';
import { admin } from '../api';
import { PreparationSentence, type GeneralPreparation } from '../components/preparation-sentence';
import { BlockForm } from '../components/save';
import { CheckboxField, ListField, NumberField, ProblemAlert, SelectField, SwitchField, TextField } from '../forms';
import { defineMessages, useT } from '../i18n';
import { METHOD_WORDS, UNIT_WORDS } from '../weekdays';

type Json = Record<string, unknown>;

const messages = defineMessages({
  en: {
    prepTitle: '{method}: preparation time',
    prepShopTitle: 'Preparation time for the whole shop',
    activationTitle: '{method}: cart conditions',
    activationShopTitle: 'Cart conditions for the whole shop',
    locationRule: 'This location’s rule replaces the shop’s for this method.',
    usesShop: 'This location uses the shop’s preparation time. Change it here to give it its own.',
    useShop: 'Use the shop’s rule',
    perProduct: 'Per product',
    perProductHint: 'Products that need longer than the rule above.',
    productId: 'Product {n} ID',
    productPrep: 'Product {n} preparation time',
    productUnit: 'Product {n} unit',
    productApplies: 'Product {n} rule applies',
    removeProduct: 'Remove product {n}',
    remove: 'Remove',
    addProduct: 'Add a product',
    cart: 'Cart total or weight',
    applies: 'Applies',
    compare: 'Compare',
    price: 'Cart total',
    weight: 'Cart weight',
    condition: 'Condition',
    morethan: 'More than',
    lessthan: 'Less than',
    between: 'Between',
    min: 'Minimum (cents or grams)',
    max: 'Maximum (cents or grams)',
    properties: 'Product properties',
    mode: 'Matching items',
    include: 'Offer the method only for them',
    exclude: 'Never offer the method for them',
    match: 'Items that must match',
    any: 'At least one item',
    all: 'Every item',
    tags: 'Tags',
    vendors: 'Vendors',
    types: 'Product types',
    collections: 'Collections',
    hide: 'Hide the method (rather than show it unavailable) when the cart does not qualify',
  },
  fr: {
    prepTitle: '{method} : temps de préparation',
    prepShopTitle: 'Temps de préparation pour toute la boutique',
    activationTitle: '{method} : conditions du panier',
    activationShopTitle: 'Conditions du panier pour toute la boutique',
    locationRule: 'La règle de ce point de vente remplace celle de la boutique pour ce mode.',
    usesShop: 'Ce point de vente utilise le temps de préparation de la boutique. Modifiez-le ici pour lui donner le sien.',
    useShop: 'Utiliser la règle de la boutique',
    perProduct: 'Par produit',
    perProductHint: 'Les produits qui demandent plus longtemps que la règle ci-dessus.',
    productId: 'ID du produit {n}',
    productPrep: 'Temps de préparation du produit {n}',
    productUnit: 'Unité du produit {n}',
    productApplies: 'Règle du produit {n} appliquée',
    removeProduct: 'Retirer le produit {n}',
    remove: 'Retirer',
    addProduct: 'Ajouter un produit',
    cart: 'Montant ou poids du panier',
    applies: 'Appliquée',
    compare: 'Comparer',
    price: 'Montant du panier',
    weight: 'Poids du panier',
    condition: 'Condition',
    morethan: 'Plus de',
    lessthan: 'Moins de',
    between: 'Entre',
    min: 'Minimum (centimes ou grammes)',
    max: 'Maximum (centimes ou grammes)',
    properties: 'Propriétés des produits',
    mode: 'Articles concernés',
    include: 'Proposer le mode uniquement pour eux',
    exclude: 'Ne jamais proposer le mode pour eux',
    match: 'Articles qui doivent correspondre',
    any: 'Au moins un article',
    all: 'Tous les articles',
    tags: 'Tags',
    vendors: 'Fournisseurs',
    types: 'Types de produits',
    collections: 'Collections',
    hide: 'Masquer le mode (plutôt que l’afficher indisponible) quand le panier ne remplit pas les conditions',
  },
  de: {
    prepTitle: '{method}: Vorbereitungszeit',
    prepShopTitle: 'Vorbereitungszeit für den ganzen Shop',
    activationTitle: '{method}: Warenkorb-Bedingungen',
    activationShopTitle: 'Warenkorb-Bedingungen für den ganzen Shop',
    locationRule: 'Die Regel dieses Standorts ersetzt für diese Versandart die des Shops.',
    usesShop: 'Dieser Standort verwendet die Vorbereitungszeit des Shops. Ändern Sie sie hier, um ihm eine eigene zu geben.',
    useShop: 'Regel des Shops verwenden',
    perProduct: 'Pro Produkt',
    perProductHint: 'Produkte, die länger brauchen als die Regel oben.',
    productId: 'ID von Produkt {n}',
    productPrep: 'Vorbereitungszeit von Produkt {n}',
    productUnit: 'Einheit von Produkt {n}',
    productApplies: 'Regel von Produkt {n} gilt',
    removeProduct: 'Produkt {n} entfernen',
    remove: 'Entfernen',
    addProduct: 'Produkt hinzufügen',
    cart: 'Warenkorbwert oder -gewicht',
    applies: 'Gilt',
    compare: 'Vergleichen',
    price: 'Warenkorbwert',
    weight: 'Warenkorbgewicht',
    condition: 'Bedingung',
    morethan: 'Mehr als',
    lessthan: 'Weniger als',
    between: 'Zwischen',
    min: 'Minimum (Cent oder Gramm)',
    max: 'Maximum (Cent oder Gramm)',
    properties: 'Produkteigenschaften',
    mode: 'Passende Artikel',
    include: 'Versandart nur für sie anbieten',
    exclude: 'Versandart für sie nie anbieten',
    match: 'Artikel, die passen müssen',
    any: 'Mindestens ein Artikel',
    all: 'Jeder Artikel',
    tags: 'Tags',
    vendors: 'Hersteller',
    types: 'Produkttypen',
    collections: 'Kollektionen',
    hide: 'Versandart ausblenden (statt sie als nicht verfügbar zu zeigen), wenn der Warenkorb die Bedingungen nicht erfüllt',
  },
});

/** The method a rule path ends with (`/locations/3/preparation-times/pickup` -> `pickup`). */
function methodOf(path: string): CheckoutMethod {
  return (/(pickup|delivery|shipping)$/.exec(path)?.[1] ?? 'pickup') as CheckoutMethod;
}

/** The section's heading: the method's rule at a location, or the shop-wide one. */
function useRuleTitle(path: string, location: boolean | undefined, kind: 'prep' | 'activation'): string {
  const t = useT(messages);
  const methods = useT(METHOD_WORDS);
  const method = methods(methodOf(path));
  if (kind === 'prep') return location ? t('prepTitle', { method }) : t('prepShopTitle');
  return location ? t('activationTitle', { method }) : t('activationShopTitle');
}

/** Product-based preparation rows (`product_based`, shop-wide). */
function ProductRows() {
  const t = useT(messages);
  const units = useT(UNIT_WORDS);
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name: 'product_based', keyName: 'key' });
  const unitOptions = (['minutes', 'hours', 'days'] as const).map((u) => ({ value: u, label: units(u) }));
  return (
    <Fieldset legend={t('perProduct')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('perProductHint')}
      </Text>
      {rows.fields.map((r, i) => (
        <Group key={r.key} align="end" mb="xs">
          <TextField name={`product_based.${i}.product_external_id`} label={t('productId', { n: i + 1 })} />
          <NumberField name={`product_based.${i}.preperation_value`} label={t('productPrep', { n: i + 1 })} />
          <SelectField name={`product_based.${i}.preparation_format`} label={t('productUnit', { n: i + 1 })} options={unitOptions} />
          <CheckboxField name={`product_based.${i}.preparation_enabled`} label={t('productApplies', { n: i + 1 })} />
          <Button variant="outline" color="red.9" onClick={() => rows.remove(i)} aria-label={t('removeProduct', { n: i + 1 })}>
            {t('remove')}
          </Button>
        </Group>
      ))}
      <Button
        variant="outline"
        onClick={() => rows.append({ product_external_id: '', preperation_value: 1, preparation_format: 'days', preparation_enabled: true })}
      >
        {t('addProduct')}
      </Button>
    </Fieldset>
  );
}

/** "Use the shop's rule": DELETE on a location's own block. */
function UseShopRule({ path }: { path: string }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => admin.delete(path), onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }) });
  return (
    <Group mt="sm">
      <Button variant="outline" onClick={() => remove.mutate()} loading={remove.isPending}>
        {t('useShop')}
      </Button>
      {remove.isError && <ProblemAlert problem={remove.error} />}
    </Group>
  );
}

/** The general rule as a sentence (components/preparation-sentence.tsx); a location without its own rule (`null`) says it uses the shop's. */
function GeneralRule({ location }: { location?: boolean }) {
  const t = useT(messages);
  const general = useWatch({ name: 'general' }) as GeneralPreparation | null;
  return (
    <Stack gap="xs">
      {location && general === null && (
        <Alert color="blue" variant="outline">
          {t('usesShop')}
        </Alert>
      )}
      <Controller name="general" render={({ field }) => <PreparationSentence value={field.value as GeneralPreparation | null} onChange={field.onChange} />} />
    </Stack>
  );
}

/**
 * Preparation time of a method (`PUT .../preparation-times/:method`): a location's
 * `general` rule (`{general}`, null = the shop's) or the shop-wide `{general,
 * product_based}`, the general rule as a sentence ("Orders need 2 days to prepare; orders
 * after 14:00 need 3 days", "Different each day"). `title` is kept for callers; the
 * heading is the method's, in the chosen language.
 */
export function PreparationForm({ path, location }: { path: string; title?: string; location?: boolean }) {
  const t = useT(messages);
  const title = useRuleTitle(path, location, 'prep');
  return (
    <section aria-label={title}>
      <Title order={2} mb="sm">
        {title}
      </Title>
      {location && <Text mb="xs">{t('locationRule')}</Text>}
      <BlockForm<Json> path={path}>
        {() => (
          <Stack>
            <Paper withBorder p="md">
              <GeneralRule location={location} />
            </Paper>
            {!location && <ProductRows />}
          </Stack>
        )}
      </BlockForm>
      {location && <UseShopRule path={path} />}
    </section>
  );
}

const EMPTY_RULE = {
  weight_price: { enabled: false, basis: 'price', condition: 'morethan', min: null, max: null },
  property_based: { enabled: false, mode: 'include', match: 'any', tags: [], vendors: [], product_types: [], collections: [] },
  hide_checkout_method: false,
};

/** Conditional activation of a method (`{rule}` answered, the rule itself sent), every choice in words. */
export function ActivationForm({ path, location }: { path: string; title?: string; location?: boolean }) {
  const t = useT(messages);
  const title = useRuleTitle(path, location, 'activation');
  return (
    <section aria-label={title}>
      <Title order={2} mb="sm">
        {title}
      </Title>
      <BlockForm<Json> path={path} toForm={(d) => (d['rule'] as Json | null) ?? structuredClone(EMPTY_RULE)} toBody={(v) => v}>
        {() => (
          <Stack>
            <Fieldset legend={t('cart')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SwitchField name="weight_price.enabled" label={t('applies')} />
                <SelectField
                  name="weight_price.basis"
                  label={t('compare')}
                  options={[
                    { value: 'price', label: t('price') },
                    { value: 'weight', label: t('weight') },
                  ]}
                />
                <SelectField
                  name="weight_price.condition"
                  label={t('condition')}
                  options={[
                    { value: 'morethan', label: t('morethan') },
                    { value: 'lessthan', label: t('lessthan') },
                    { value: 'between', label: t('between') },
                  ]}
                />
                <NumberField name="weight_price.min" label={t('min')} />
                <NumberField name="weight_price.max" label={t('max')} />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('properties')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SwitchField name="property_based.enabled" label={t('applies')} />
                <SelectField
                  name="property_based.mode"
                  label={t('mode')}
                  options={[
                    { value: 'include', label: t('include') },
                    { value: 'exclude', label: t('exclude') },
                  ]}
                />
                <SelectField
                  name="property_based.match"
                  label={t('match')}
                  options={[
                    { value: 'any', label: t('any') },
                    { value: 'all', label: t('all') },
                  ]}
                />
              </SimpleGrid>
              <ListField name="property_based.tags" label={t('tags')} />
              <ListField name="property_based.vendors" label={t('vendors')} />
              <ListField name="property_based.product_types" label={t('types')} />
              <ListField name="property_based.collections" label={t('collections')} />
            </Fieldset>
            <SwitchField name="hide_checkout_method" label={t('hide')} />
          </Stack>
        )}
      </BlockForm>
      {location && <UseShopRule path={path} />}
    </section>
  );
}
