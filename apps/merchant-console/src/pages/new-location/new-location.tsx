/**
 * `/locations/new`: a new pickup location in one guided flow (issue 31): address (with its
 * time zone from the address), methods, hours, slots, preparation time, blackout dates,
 * products and stock, then a review in sentences and "Create location". Nothing is saved
 * before that button; it creates the location turned off, saves each block and turns the
 * chosen methods on last (pages/new-location/draft.ts), then opens the new location, whose
 * checklist banner says whether shoppers can choose it.
 */
import { Alert, Button, Group, List, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AdminShop, FulfilmentComponents } from '@fulfil/api-client';
import { admin, ApiProblem } from '../../api';
import { everyDay, NO_PREPARATION, type GeneralPreparation } from '../../components/preparation-sentence';
import { Loaded } from '../../components/loaded';
import { pickupSlotsFromPattern, weekOf } from '../../components/slot-pattern';
import { plainMessage } from '../../forms';
import { useLocale, useT } from '../../i18n';
import { useLeaveGuard, useRouter } from '../../router';
import { newlyTracked, useShopProducts, useTrackingConfirm, type ShopProduct } from '../location-products';
import { createFromDraft, pickupHoursOf, StepProblem, STEPS, type Draft } from './draft';
import { FLOW_WORDS } from './messages';
import { AddressStep, ClosedStep, hoursKey, HoursStep, MethodsStep, PreparationStep, ProductsStep, ReviewStep, SlotsStep } from './steps';

type ShopPreparation = FulfilmentComponents['schemas']['StoreShopPreparation'];

/** The page: loads the shop (its zone), its pickup preparation rule and products, then runs the flow. */
export function NewLocationPage() {
  const shop = useQuery({ queryKey: ['/shop'], queryFn: () => admin.get<AdminShop>('/shop') });
  const prep = useQuery({ queryKey: ['/preparation-times/pickup'], queryFn: () => admin.get<ShopPreparation>('/preparation-times/pickup') });
  const { products, locations } = useShopProducts();
  const all = [shop, prep, products, locations];
  const query = {
    isPending: all.some((q) => q.isPending),
    error: all.find((q) => q.error)?.error ?? null,
    data:
      shop.data && prep.data && products.data && locations.data
        ? { zone: shop.data.timezone, prep: prep.data.general, catalogue: products.data.products, total: locations.data.total }
        : undefined,
  };
  return <Loaded query={query}>{(d) => <Flow shopZone={d.zone} shopPreparation={d.prep} catalogue={d.catalogue} locations={d.total} />}</Loaded>;
}

/** A new draft: Monday to Friday 09:00–17:00, pickup on, one-hour slots, the shop's preparation rule, all listed products. */
function initialDraft(shopPreparation: GeneralPreparation | null): Draft {
  const hours = weekOf(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  const shopRule = shopPreparation && Object.keys(shopPreparation).length > 0 ? shopPreparation : null;
  return {
    company_name: '',
    external_id: '',
    externalIdTyped: false,
    address_line_1: '',
    city: '',
    region: '',
    postal_code: '',
    country: 'US',
    latitude: '',
    longitude: '',
    timezone: '',
    addressZone: null,
    pickup: true,
    delivery: false,
    hours,
    sameHours: true,
    pickupHours: hours,
    slots: [],
    slotsFrom: null,
    preparation: shopRule ? structuredClone(shopRule) : everyDay(NO_PREPARATION),
    shopPreparation: shopRule,
    closedDates: [],
    products: { mode: 'all', offered: [], stock: {}, tracking: [], extra: [] },
  };
}

function Flow({
  shopZone,
  shopPreparation,
  catalogue,
  locations,
}: {
  shopZone: string;
  shopPreparation: GeneralPreparation | null;
  catalogue: ShopProduct[];
  locations: number;
}) {
  const t = useT(FLOW_WORDS);
  const { locale } = useLocale();
  const { navigate } = useRouter();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(shopPreparation));
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [recreated, setRecreated] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const { dialog, ask } = useTrackingConfirm();
  useLeaveGuard(touched && done === null ? t('leave') : null);
  useEffect(() => {
    // Focus follows the step (not on arrival: the page's own title keeps it then).
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);
  useEffect(() => {
    // Navigate once the leave guard is gone (it is released by this render).
    if (done !== null) navigate(`/locations/${done}`);
  }, [done, navigate]);

  const update = (patch: Partial<Draft>) => {
    setTouched(true);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const goTo = (n: number) => {
    if (STEPS[n] === 'slots') {
      // Slots are created from the pickup windows: again when those changed since.
      const key = hoursKey(pickupHoursOf(draft));
      if (draft.slotsFrom !== key) {
        setRecreated(draft.slotsFrom !== null);
        setDraft((d) => ({ ...d, slots: pickupSlotsFromPattern(pickupHoursOf(d), 60, null), slotsFrom: key }));
      } else setRecreated(false);
    }
    setStep(n);
    setReached((r) => Math.max(r, n));
  };
  const next = async () => {
    if (STEPS[step] === 'products' && !(await ask(newlyTracked(draft.products, catalogue, locations, () => false)))) return;
    goTo(step + 1);
  };
  const create = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const id = await createFromDraft(draft, catalogue, createdId);
      await queryClient.invalidateQueries();
      setDone(id);
    } catch (e) {
      const p = e instanceof StepProblem ? e : new StepProblem('review', e, createdId);
      if (p.locationId !== null) setCreatedId(p.locationId);
      setProblem(p);
      heading.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const name = STEPS[step];
  const body = {
    address: <AddressStep draft={draft} update={update} shopZone={shopZone} />,
    methods: <MethodsStep draft={draft} update={update} />,
    hours: <HoursStep draft={draft} update={update} />,
    slots: <SlotsStep draft={draft} update={update} recreated={recreated} />,
    preparation: <PreparationStep draft={draft} update={update} />,
    closed: <ClosedStep draft={draft} update={update} />,
    products: <ProductsStep draft={draft} update={update} catalogue={catalogue} otherLocations={locations} />,
    review: <ReviewStep draft={draft} shopZone={shopZone} catalogue={catalogue} />,
  }[name];
  const p = problem?.problem;
  return (
    <Stack>
      <nav aria-label={t('steps')}>
        <Group gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((s, i) => (
            <li key={s}>
              <UnstyledButton
                onClick={() => goTo(i)}
                disabled={i > reached}
                aria-current={i === step ? 'step' : undefined}
                px="xs"
                py={4}
                mih={24}
                fw={i === step ? 700 : 400}
                c={i > reached ? 'dimmed' : undefined}
                style={{ borderBottom: i === step ? '2px solid var(--mantine-primary-color-filled)' : '2px solid transparent' }}
              >
                {i + 1}. {t(s)}
              </UnstyledButton>
            </li>
          ))}
        </Group>
      </nav>
      <Paper withBorder p="md">
        <Stack>
          <Title order={2} ref={heading} tabIndex={-1}>
            {t('stepOf', { n: step + 1, total: STEPS.length, name: t(name) })}
          </Title>
          {name === 'review' && <Text>{t('reviewLead')}</Text>}
          {body}
        </Stack>
      </Paper>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs">
            <Text fw={700}>{t('notCreated')}</Text>
            {problem.locationId !== null && <Text size="sm">{t('halfCreated')}</Text>}
            <Text size="sm">{p instanceof ApiProblem ? p.detail : String((p as Error)?.message ?? p)}</Text>
            {p instanceof ApiProblem && p.errors.length > 0 && (
              <List size="sm">
                {p.errors.map((e) => (
                  <List.Item key={e.field + e.message}>{plainMessage(e, locale)}</List.Item>
                ))}
              </List>
            )}
            <Group>
              <Button variant="default" size="xs" onClick={() => goTo(STEPS.indexOf(problem.step))}>
                {t('fixIn', { step: t(problem.step) })}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => goTo(step - 1)} disabled={step === 0}>
          {t('back')}
        </Button>
        {name === 'review' ? (
          <Button onClick={create} loading={saving}>
            {t('create')}
          </Button>
        ) : (
          <Button onClick={next}>{t('next')}</Button>
        )}
      </Group>
      <Text size="sm" role="status">
        {saving ? t('creating') : ''}
      </Text>
      {dialog}
    </Stack>
  );
}
