import { Button, Fieldset, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { admin } from '../api';
import { BlockForm } from '../components/save';
import { CheckboxField, ListField, NumberField, ProblemAlert, SelectField, SwitchField, TextField } from '../forms';
import { WEEKDAYS } from '../weekdays';

type Json = Record<string, unknown>;
const FORMATS = ['minutes', 'hours', 'days'];
const DAY_RULE = { breakpoint: { enabled: false, value: '12:00' }, before: { format: 'days', value: 0 }, after: { format: 'days', value: 0 } };

/** `general` with every weekday present, and which weekdays have a rule (`has`). */
function generalToForm(general: Json | null): Json {
  const g = general ?? { enabled: false };
  return {
    ...g,
    ...Object.fromEntries(WEEKDAYS.map((d) => [d, g[d] ?? structuredClone(DAY_RULE)])),
    has: Object.fromEntries(WEEKDAYS.map((d) => [d, !!g[d]])),
  };
}

function generalToBody({ has, ...g }: Json): Json {
  const out = { ...g };
  for (const d of WEEKDAYS) if (!(has as Json)[d]) delete out[d];
  return out;
}

/** Per weekday: the cutoff (`breakpoint`) and the preparation time before and after it. */
function GeneralFields({ prefix }: { prefix: string }) {
  return (
    <Stack>
      <SwitchField name={`${prefix}enabled`} label="Preparation time applies" />
      <Table.ScrollContainer minWidth={900}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Ordered on</Table.Th>
              <Table.Th scope="col">Has a rule</Table.Th>
              <Table.Th scope="col">Order cutoff</Table.Th>
              <Table.Th scope="col">Cutoff time (HH:MM)</Table.Th>
              <Table.Th scope="col">Before</Table.Th>
              <Table.Th scope="col">Unit</Table.Th>
              <Table.Th scope="col">After</Table.Th>
              <Table.Th scope="col">Unit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAYS.map((d) => (
              <Table.Tr key={d}>
                <Table.Th scope="row">{d}</Table.Th>
                <Table.Td>
                  <CheckboxField name={`${prefix}has.${d}`} label={`${d} has a rule`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <CheckboxField name={`${prefix}${d}.breakpoint.enabled`} label={`${d} order cutoff`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <TextField name={`${prefix}${d}.breakpoint.value`} label={`${d} cutoff time`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <NumberField name={`${prefix}${d}.before.value`} label={`${d} before`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <SelectField name={`${prefix}${d}.before.format`} label={`${d} before unit`} options={FORMATS} hideLabel />
                </Table.Td>
                <Table.Td>
                  <NumberField name={`${prefix}${d}.after.value`} label={`${d} after`} hideLabel />
                </Table.Td>
                <Table.Td>
                  <SelectField name={`${prefix}${d}.after.format`} label={`${d} after unit`} options={FORMATS} hideLabel />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Product-based preparation rows (`product_based`, shop-wide). */
function ProductRows() {
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name: 'product_based', keyName: 'key' });
  return (
    <Fieldset legend="Per product">
      {rows.fields.map((r, i) => (
        <Group key={r.key} align="end" mb="xs">
          <TextField name={`product_based.${i}.product_external_id`} label={`Product ${i + 1} id`} />
          <NumberField name={`product_based.${i}.preperation_value`} label={`Product ${i + 1} preparation`} />
          <SelectField name={`product_based.${i}.preparation_format`} label={`Product ${i + 1} unit`} options={FORMATS} />
          <CheckboxField name={`product_based.${i}.preparation_enabled`} label="Applies" />
          <Button variant="outline" color="red.9" onClick={() => rows.remove(i)} aria-label={`Remove product ${i + 1}`}>
            Remove
          </Button>
        </Group>
      ))}
      <Button
        variant="outline"
        onClick={() => rows.append({ product_external_id: '', preperation_value: 1, preparation_format: 'days', preparation_enabled: true })}
      >
        Add a product
      </Button>
    </Fieldset>
  );
}

/** "Use the shop's rule": DELETE on a location's own block. */
function UseShopRule({ path }: { path: string }) {
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => admin.delete(path), onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }) });
  return (
    <Group>
      <Button variant="outline" onClick={() => remove.mutate()} loading={remove.isPending}>
        Use the shop's rule
      </Button>
      {remove.isError && <ProblemAlert problem={remove.error} />}
    </Group>
  );
}

/**
 * Preparation time of a method: a location's `general` rule (`{general}`, null = the
 * shop's) or the shop-wide `{general, product_based}`.
 */
export function PreparationForm({ path, title, location }: { path: string; title: string; location?: boolean }) {
  return (
    <section aria-label={title}>
      <Title order={2} mb="sm">
        {title}
      </Title>
      {location && <Text mb="xs">The location's rule replaces the shop's for this method.</Text>}
      <BlockForm<Json>
        path={path}
        toForm={(d) => ({ ...d, general: generalToForm(d['general'] as Json | null) })}
        toBody={(v) => ({ ...v, general: generalToBody(v['general'] as Json) })}
      >
        {() => (
          <Stack>
            <GeneralFields prefix="general." />
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

/** Conditional activation of a method (`{rule}` answered, the rule itself sent). */
export function ActivationForm({ path, title, location }: { path: string; title: string; location?: boolean }) {
  return (
    <section aria-label={title}>
      <Title order={2} mb="sm">
        {title}
      </Title>
      <BlockForm<Json> path={path} toForm={(d) => (d['rule'] as Json | null) ?? structuredClone(EMPTY_RULE)} toBody={(v) => v}>
        {() => (
          <Stack>
            <Fieldset legend="Cart total or weight">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SwitchField name="weight_price.enabled" label="Applies" />
                <SelectField name="weight_price.basis" label="Compare" options={['price', 'weight']} />
                <SelectField name="weight_price.condition" label="Condition" options={['morethan', 'lessthan', 'between']} />
                <NumberField name="weight_price.min" label="Minimum (cents or grams)" />
                <NumberField name="weight_price.max" label="Maximum (cents or grams)" />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend="Product properties">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SwitchField name="property_based.enabled" label="Applies" />
                <SelectField name="property_based.mode" label="Matching items" options={['include', 'exclude']} />
                <SelectField name="property_based.match" label="Items that must match" options={['any', 'all']} />
              </SimpleGrid>
              <ListField name="property_based.tags" label="Tags" />
              <ListField name="property_based.vendors" label="Vendors" />
              <ListField name="property_based.product_types" label="Product types" />
              <ListField name="property_based.collections" label="Collections" />
            </Fieldset>
            <SwitchField name="hide_checkout_method" label="Hide the method (rather than disable it) when the cart does not qualify" />
          </Stack>
        )}
      </BlockForm>
      {location && <UseShopRule path={path} />}
    </section>
  );
}
