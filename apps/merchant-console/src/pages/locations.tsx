import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Modal,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AdminLocation as Location, FulfilmentComponents } from '@fulfil/api-client';
import { admin, ApiProblem, storedToken, storeToken, UNAUTHORIZED_EVENT, type FieldProblem } from '../api';
import { GeocodeButton } from '../components/geocode';
import { MonthCalendar } from '../components/month-calendar';
import { Loaded } from '../components/loaded';
import { TimeZoneField } from '../components/time-zone-field';
import { NumberField, TextField } from '../forms';
import { ProblemAlert } from '../problems';
import { dateLabel, defineMessages, useLocale, useT } from '../i18n';
import { Link } from '../router';
import { PageActions } from '../components/page';
import { HoursEditor } from '../components/hours-editor';
import { hoursFromOpeningHours, openingHoursFromHours, type WeekHours } from '../components/slot-pattern';
import { useCheckPhrase } from './checklist-words';

const PER_PAGE = 25;

/** A page of `GET /locations?include=checks`: each location with its checklist (`checks`). */
type LocationPage = FulfilmentComponents['schemas']['AdminLocationPage'];
/** A listed location, with its checks. */
type Listed = LocationPage['locations'][number];

const messages = defineMessages({
  en: {
    search: 'Search locations',
    searchHint: 'Name, city, postal code or your location ID',
    newLocation: 'Add location',
    importExport: 'Import or export',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    pageN: 'Page {n}',
    count: '{n} locations',
    countOne: '1 location',
    name: 'Name',
    city: 'City',
    postalCode: 'Postal code',
    pickup: 'Pickup',
    delivery: 'Local delivery',
    checklist: 'To do',
    actions: 'Actions',
    selectAll: 'Select every location on this page',
    select: 'Select {name}',
    pickupAt: 'Pickup at {name}',
    deliveryAt: 'Local delivery at {name}',
    actionsOf: 'Actions for {name}',
    duplicate: 'Duplicate',
    delete: 'Delete',
    ready: 'Ready',
    selected: '{n} selected',
    pickupOn: 'Turn pickup on',
    pickupOff: 'Turn pickup off',
    deliveryOn: 'Turn local delivery on',
    deliveryOff: 'Turn local delivery off',
    setHours: 'Set opening hours',
    addClosed: 'Add blackout dates',
    clearSelection: 'Clear selection',
    bulkActions: 'Bulk actions',
    confirmTitle: 'Confirm',
    confirmPickupOn: 'Turn pickup on at {n} locations?',
    confirmPickupOff: 'Turn pickup off at {n} locations?',
    confirmDeliveryOn: 'Turn local delivery on at {n} locations?',
    confirmDeliveryOff: 'Turn local delivery off at {n} locations?',
    confirmHours: 'These opening hours replace the current ones at {n} locations.',
    confirmClosed: 'These dates become blackout dates for pickup (and local delivery where it is on) at {n} locations.',
    onlyThat: 'Only this changes; everything else stays as it is. You can undo it afterwards.',
    applyTo: 'Apply to {n} locations',
    cancel: 'Cancel',
    doneToggle: '{what} at {n} locations.',
    doneRow: '{what} at {name}.',
    doneHours: 'Opening hours set at {n} locations.',
    doneClosed: 'Blackout dates added at {n} locations.',
    skipped: '{n} skipped: they list allowed dates only.',
    turnedOnPickup: 'Pickup turned on',
    turnedOffPickup: 'Pickup turned off',
    turnedOnDelivery: 'Local delivery turned on',
    turnedOffDelivery: 'Local delivery turned off',
    undo: 'Undo',
    undone: 'Undone.',
    partial: 'Stopped after {done} of {n} locations.',
    duplicated: 'Duplicated as {name}.',
    open: 'Open it',
    deleteTitle: 'Delete {name}?',
    deleteText: 'Its settings, slots and rules are deleted with it. This cannot be undone.',
    deleteConfirm: 'Delete location',
    hasOrders: '{name} has {orders} upcoming orders (the first on {date}), so it cannot be deleted.',
    turnOffInstead: 'Turn off pickup and delivery instead (keeps its {orders} orders)',
    turnedOff: 'Pickup and delivery turned off at {name}; its orders are kept.',
    deleted: '{name} deleted.',
    closedDates: 'Blackout dates',
    externalId: 'Your location ID',
    externalIdHint: 'Your own reference; store files match locations by it',
    address: 'Address',
    address2: 'Address line 2',
    region: 'State or region',
    country: 'Country',
    countryHint: 'Two-letter code, e.g. US',
    latitude: 'Latitude',
    longitude: 'Longitude',
    coordinatesHint: 'Filled by “Look up coordinates”',
    timezone: 'Time zone',
    timezoneHint: 'Empty: the shop’s time zone. Filled from the address by “Look up coordinates”.',
  },
  fr: {
    search: 'Rechercher des points de vente',
    searchHint: 'Nom, ville, code postal ou votre identifiant',
    newLocation: 'Ajouter un point de vente',
    importExport: 'Importer ou exporter',
    firstPage: 'Première page',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    lastPage: 'Dernière page',
    pageN: 'Page {n}',
    count: '{n} points de vente',
    countOne: '1 point de vente',
    name: 'Nom',
    city: 'Ville',
    postalCode: 'Code postal',
    pickup: 'Retrait',
    delivery: 'Livraison locale',
    checklist: 'À faire',
    actions: 'Actions',
    selectAll: 'Sélectionner tous les points de vente de cette page',
    select: 'Sélectionner {name}',
    pickupAt: 'Retrait à {name}',
    deliveryAt: 'Livraison locale depuis {name}',
    actionsOf: 'Actions pour {name}',
    duplicate: 'Dupliquer',
    delete: 'Supprimer',
    ready: 'Prêt',
    selected: '{n} sélectionné(s)',
    pickupOn: 'Activer le retrait',
    pickupOff: 'Désactiver le retrait',
    deliveryOn: 'Activer la livraison locale',
    deliveryOff: 'Désactiver la livraison locale',
    setHours: "Définir les horaires d'ouverture",
    addClosed: 'Ajouter des jours de fermeture',
    clearSelection: 'Effacer la sélection',
    bulkActions: 'Actions groupées',
    confirmTitle: 'Confirmer',
    confirmPickupOn: 'Activer le retrait dans {n} points de vente ?',
    confirmPickupOff: 'Désactiver le retrait dans {n} points de vente ?',
    confirmDeliveryOn: 'Activer la livraison locale dans {n} points de vente ?',
    confirmDeliveryOff: 'Désactiver la livraison locale dans {n} points de vente ?',
    confirmHours: "Ces horaires d'ouverture remplacent les horaires actuels de {n} points de vente.",
    confirmClosed: 'Ces dates deviennent des jours de fermeture pour le retrait (et la livraison locale si elle est active) dans {n} points de vente.',
    onlyThat: 'Seul ce réglage change ; tout le reste est conservé. Vous pourrez annuler ensuite.',
    applyTo: 'Appliquer à {n} points de vente',
    cancel: 'Annuler',
    doneToggle: '{what} dans {n} points de vente.',
    doneRow: '{what} à {name}.',
    doneHours: "Horaires d'ouverture définis dans {n} points de vente.",
    doneClosed: 'Jours de fermeture ajoutés dans {n} points de vente.',
    skipped: "{n} ignoré(s) : ils n'acceptent que des dates autorisées.",
    turnedOnPickup: 'Retrait activé',
    turnedOffPickup: 'Retrait désactivé',
    turnedOnDelivery: 'Livraison locale activée',
    turnedOffDelivery: 'Livraison locale désactivée',
    undo: 'Annuler',
    undone: 'Modification annulée.',
    partial: 'Arrêté après {done} points de vente sur {n}.',
    duplicated: 'Dupliqué sous le nom {name}.',
    open: "L'ouvrir",
    deleteTitle: 'Supprimer {name} ?',
    deleteText: 'Ses réglages, créneaux et règles sont supprimés avec lui. Cette action est définitive.',
    deleteConfirm: 'Supprimer le point de vente',
    hasOrders: '{name} a {orders} commandes à venir (la première le {date}) : il ne peut pas être supprimé.',
    turnOffInstead: 'Désactiver plutôt le retrait et la livraison (conserve ses {orders} commandes)',
    turnedOff: 'Retrait et livraison désactivés à {name} ; ses commandes sont conservées.',
    deleted: '{name} supprimé.',
    closedDates: 'Jours de fermeture',
    externalId: 'Votre identifiant',
    externalIdHint: "Votre propre référence ; les fichiers de boutique s'en servent pour reconnaître les points de vente",
    address: 'Adresse',
    address2: "Complément d'adresse",
    region: 'État ou région',
    country: 'Pays',
    countryHint: 'Code à deux lettres, par ex. FR',
    latitude: 'Latitude',
    longitude: 'Longitude',
    coordinatesHint: 'Rempli par « Trouver les coordonnées »',
    timezone: 'Fuseau horaire',
    timezoneHint: "Vide : le fuseau horaire de la boutique. Rempli d'après l'adresse par « Trouver les coordonnées ».",
  },
  de: {
    search: 'Standorte suchen',
    searchHint: 'Name, Ort, Postleitzahl oder Ihre Standort-ID',
    newLocation: 'Standort hinzufügen',
    importExport: 'Importieren oder exportieren',
    firstPage: 'Erste Seite',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    lastPage: 'Letzte Seite',
    pageN: 'Seite {n}',
    count: '{n} Standorte',
    countOne: '1 Standort',
    name: 'Name',
    city: 'Ort',
    postalCode: 'Postleitzahl',
    pickup: 'Abholung',
    delivery: 'Lokale Lieferung',
    checklist: 'Zu erledigen',
    actions: 'Aktionen',
    selectAll: 'Alle Standorte dieser Seite auswählen',
    select: '{name} auswählen',
    pickupAt: 'Abholung bei {name}',
    deliveryAt: 'Lokale Lieferung von {name}',
    actionsOf: 'Aktionen für {name}',
    duplicate: 'Duplizieren',
    delete: 'Löschen',
    ready: 'Bereit',
    selected: '{n} ausgewählt',
    pickupOn: 'Abholung einschalten',
    pickupOff: 'Abholung ausschalten',
    deliveryOn: 'Lokale Lieferung einschalten',
    deliveryOff: 'Lokale Lieferung ausschalten',
    setHours: 'Öffnungszeiten festlegen',
    addClosed: 'Schließtage hinzufügen',
    clearSelection: 'Auswahl aufheben',
    bulkActions: 'Sammelaktionen',
    confirmTitle: 'Bestätigen',
    confirmPickupOn: 'Abholung an {n} Standorten einschalten?',
    confirmPickupOff: 'Abholung an {n} Standorten ausschalten?',
    confirmDeliveryOn: 'Lokale Lieferung an {n} Standorten einschalten?',
    confirmDeliveryOff: 'Lokale Lieferung an {n} Standorten ausschalten?',
    confirmHours: 'Diese Öffnungszeiten ersetzen die bisherigen an {n} Standorten.',
    confirmClosed: 'Diese Daten werden an {n} Standorten zu Schließtagen für die Abholung (und die lokale Lieferung, wo sie eingeschaltet ist).',
    onlyThat: 'Nur das ändert sich; alles andere bleibt, wie es ist. Sie können es danach rückgängig machen.',
    applyTo: 'Auf {n} Standorte anwenden',
    cancel: 'Abbrechen',
    doneToggle: '{what} an {n} Standorten.',
    doneRow: '{what} bei {name}.',
    doneHours: 'Öffnungszeiten an {n} Standorten festgelegt.',
    doneClosed: 'Schließtage an {n} Standorten hinzugefügt.',
    skipped: '{n} übersprungen: Dort gelten nur erlaubte Daten.',
    turnedOnPickup: 'Abholung eingeschaltet',
    turnedOffPickup: 'Abholung ausgeschaltet',
    turnedOnDelivery: 'Lokale Lieferung eingeschaltet',
    turnedOffDelivery: 'Lokale Lieferung ausgeschaltet',
    undo: 'Rückgängig',
    undone: 'Rückgängig gemacht.',
    partial: 'Nach {done} von {n} Standorten abgebrochen.',
    duplicated: 'Dupliziert als {name}.',
    open: 'Öffnen',
    deleteTitle: '{name} löschen?',
    deleteText: 'Seine Einstellungen, Zeitfenster und Regeln werden mitgelöscht. Das lässt sich nicht rückgängig machen.',
    deleteConfirm: 'Standort löschen',
    hasOrders: '{name} hat {orders} anstehende Bestellungen (die erste am {date}) und kann daher nicht gelöscht werden.',
    turnOffInstead: 'Stattdessen Abholung und Lieferung ausschalten (behält seine {orders} Bestellungen)',
    turnedOff: 'Abholung und Lieferung bei {name} ausgeschaltet; seine Bestellungen bleiben erhalten.',
    deleted: '{name} gelöscht.',
    closedDates: 'Schließtage',
    externalId: 'Ihre Standort-ID',
    externalIdHint: 'Ihre eigene Kennung; Shop-Dateien erkennen Standorte daran',
    address: 'Adresse',
    address2: 'Adresszusatz',
    region: 'Bundesland oder Region',
    country: 'Land',
    countryHint: 'Zweibuchstabiger Code, z. B. DE',
    latitude: 'Breitengrad',
    longitude: 'Längengrad',
    coordinatesHint: 'Wird von „Koordinaten suchen“ ausgefüllt',
    timezone: 'Zeitzone',
    timezoneHint: 'Leer: die Zeitzone des Shops. Wird von „Koordinaten suchen“ aus der Adresse ausgefüllt.',
  },
});

type T = ReturnType<typeof useT<keyof (typeof messages)['en']>>;

/** What was last changed from this page, and how to put it back (one Undo). */
interface Change {
  text: string;
  undo?: () => Promise<void>;
  link?: { to: string; label: string };
}

/**
 * Runs `step` on each item in order, stopping at the first failure.
 * @returns how many succeeded, and the failure if one stopped it
 */
async function inOrder<I>(items: readonly I[], step: (item: I) => Promise<unknown>): Promise<{ done: number; error: unknown }> {
  let done = 0;
  for (const item of items) {
    try {
      await step(item);
      done++;
    } catch (error) {
      return { done, error };
    }
  }
  return { done, error: null };
}

/** The outcome of `DELETE /locations/:id`: deleted, or refused with `LOCATION_HAS_ORDERS` and its counts. */
type DeleteOutcome = { deleted: true } | { deleted: false; orders: number; firstDate: string | null };

/**
 * `DELETE /admin/v1.0/locations/:id`, keeping the `orders` and `first_date` members of a
 * 409 `LOCATION_HAS_ORDERS` problem (api.ts's ApiProblem keeps only code, detail and errors).
 * @throws ApiProblem for any other failure (a 401 signs out, as api.ts does)
 */
async function deleteLocation(id: number): Promise<DeleteOutcome> {
  const token = storedToken();
  const res = await fetch(`/admin/v1.0/locations/${id}`, {
    method: 'DELETE',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch((e: Error) => {
    throw new ApiProblem(0, 'NETWORK', `The server could not be reached (${e.message}).`);
  });
  if (res.ok) return { deleted: true };
  const p = ((await res.json().catch(() => null)) ?? {}) as {
    code?: string;
    detail?: string;
    errors?: FieldProblem[];
    orders?: number;
    first_date?: string | null;
  };
  if (res.status === 401) {
    storeToken(null);
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  if (res.status === 409 && p.code === 'LOCATION_HAS_ORDERS') return { deleted: false, orders: p.orders ?? 0, firstDate: p.first_date ?? null };
  throw new ApiProblem(res.status, p.code ?? `HTTP_${res.status}`, p.detail ?? res.statusText, p.errors ?? []);
}

/**
 * A modal dialog titled by its heading (Mantine's Modal without its header element, which
 * axe-core counts as a second banner landmark beside the console's header); Escape or the
 * dialog's own Cancel closes it.
 */
function Dialog({ opened, onClose, title, size, children }: { opened: boolean; onClose(): void; title: string; size?: string; children: ReactNode }) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={700} fz="lg" mb="md">
            {title}
          </Modal.Title>
          {children}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

type Bulk = { kind: 'toggle'; method: 'pickup' | 'delivery'; on: boolean } | { kind: 'hours' } | { kind: 'closed' };

/**
 * The shop's locations: search and page through them; per row a Pickup and a Local
 * delivery switch (each changes only the method it names), the location's checklist as
 * badges, and Duplicate and Delete; rows selected get bulk actions (methods on or off,
 * opening hours, blackout dates), each confirmed with its count and undoable.
 */
export function LocationsPage() {
  const t = useT(messages);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [deleting, setDeleting] = useState<Listed | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const path = `/locations?page=${page}&per_page=${PER_PAGE}${q ? `&q=${encodeURIComponent(q)}` : ''}&include=checks`;
  const query = useQuery({ queryKey: [path], queryFn: () => admin.get<LocationPage>(path) });
  const rows = query.data?.locations ?? [];
  useEffect(() => setSelected(new Set()), [path]);

  /** Shows what was done (focus moves to it, so a keyboard user hears it and reaches Undo). */
  const report = (c: Change | null, error: unknown = null) => {
    setChange(c);
    setProblem(error);
    void queryClient.invalidateQueries();
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  /**
   * Writes a saved method switch into the cached page, so the row shows it at once: with the
   * page as it was until the refetch answers, a second click would send the same change
   * again instead of its opposite.
   */
  const showSaved = (id: number, method: 'pickup' | 'delivery', on: boolean) =>
    queryClient.setQueryData<LocationPage>([path], (old) =>
      old ? { ...old, locations: old.locations.map((x) => (x.id === id ? { ...x, [`${method}_enabled`]: on } : x)) } : old,
    );

  const toggleRow = useMutation({
    mutationFn: async ({ l, method, on }: { l: Listed; method: 'pickup' | 'delivery'; on: boolean }) => {
      await admin.patch(`/locations/${l.id}`, { [`${method}_enabled`]: on });
      return { l, method, on };
    },
    onSuccess: ({ l, method, on }) => {
      showSaved(l.id, method, on);
      report({
        text: t('doneRow', { what: t(toggleWord(method, on)), name: l.company_name }),
        undo: async () => {
          await admin.patch(`/locations/${l.id}`, { [`${method}_enabled`]: !on });
          showSaved(l.id, method, !on);
        },
      });
    },
    onError: (e) => report(null, e),
  });

  const chosen = rows.filter((l) => selected.has(l.id));
  // Two locations may share a name (two "Eastern Market"s): their controls' names then add the city.
  const named = (l: Listed) => (rows.filter((r) => r.company_name === l.company_name).length > 1 ? `${l.company_name}, ${l.city}` : l.company_name);
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  return (
    <Stack>
      <Group justify="space-between" align="end">
        <TextInput
          label={t('search')}
          description={t('searchHint')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
          type="search"
        />
      </Group>
      <PageActions>
        <Button variant="default" component={Link} to="/locations/import">
          {t('importExport')}
        </Button>
        <Button component={Link} to="/locations/new">
          {t('newLocation')}
        </Button>
      </PageActions>
      <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" data-testid="locations-status">
        {change && (
          <Alert color="green" variant="outline">
            <Group justify="space-between">
              <Text size="sm">{change.text}</Text>
              <Group gap="xs">
                {change.link && (
                  <Anchor component={Link} to={change.link.to} size="sm">
                    {change.link.label}
                  </Anchor>
                )}
                {change.undo && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={async () => {
                      const undo = change.undo as () => Promise<void>;
                      try {
                        await undo();
                        report({ text: t('undone') });
                      } catch (e) {
                        report(null, e);
                      }
                    }}
                  >
                    {t('undo')}
                  </Button>
                )}
              </Group>
            </Group>
          </Alert>
        )}
      </div>
      {problem ? <ProblemAlert problem={problem} /> : null}
      {chosen.length > 0 && (
        <Paper withBorder p="sm" role="region" aria-label={t('bulkActions')}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {t('selected', { n: chosen.length })}
            </Text>
            <Button size="xs" variant="default" onClick={() => setBulk({ kind: 'toggle', method: 'pickup', on: true })}>
              {t('pickupOn')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setBulk({ kind: 'toggle', method: 'pickup', on: false })}>
              {t('pickupOff')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setBulk({ kind: 'toggle', method: 'delivery', on: true })}>
              {t('deliveryOn')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setBulk({ kind: 'toggle', method: 'delivery', on: false })}>
              {t('deliveryOff')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setBulk({ kind: 'hours' })}>
              {t('setHours')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setBulk({ kind: 'closed' })}>
              {t('addClosed')}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
              {t('clearSelection')}
            </Button>
          </Group>
        </Paper>
      )}
      <Loaded query={query}>
        {(data) => (
          <>
            <Text role="status">{data.total === 1 ? t('countOne') : t('count', { n: data.total })}</Text>
            <Table.ScrollContainer minWidth={700}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w={40}>
                      <Checkbox
                        aria-label={t('selectAll')}
                        checked={allChosen}
                        indeterminate={chosen.length > 0 && !allChosen}
                        onChange={() => setSelected(allChosen ? new Set() : new Set(data.locations.map((l) => l.id)))}
                      />
                    </Table.Th>
                    <Table.Th scope="col">{t('name')}</Table.Th>
                    <Table.Th scope="col">{t('city')}</Table.Th>
                    <Table.Th scope="col">{t('postalCode')}</Table.Th>
                    <Table.Th scope="col">{t('pickup')}</Table.Th>
                    <Table.Th scope="col">{t('delivery')}</Table.Th>
                    <Table.Th scope="col">{t('checklist')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.locations.map((l) => (
                    <Table.Tr key={l.id} data-location={l.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('select', { name: named(l) })}
                          checked={selected.has(l.id)}
                          onChange={(e) => {
                            const next = new Set(selected);
                            if (e.currentTarget.checked) next.add(l.id);
                            else next.delete(l.id);
                            setSelected(next);
                          }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Link to={`/locations/${l.id}`}>{l.company_name}</Link>
                      </Table.Td>
                      <Table.Td>{l.city}</Table.Td>
                      <Table.Td>{l.postal_code}</Table.Td>
                      <Table.Td>
                        <Switch
                          aria-label={t('pickupAt', { name: named(l) })}
                          checked={l.pickup_enabled}
                          disabled={toggleRow.isPending}
                          onChange={(e) => toggleRow.mutate({ l, method: 'pickup', on: e.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Switch
                          aria-label={t('deliveryAt', { name: named(l) })}
                          checked={l.delivery_enabled}
                          disabled={toggleRow.isPending}
                          onChange={(e) => toggleRow.mutate({ l, method: 'delivery', on: e.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <CheckBadges location={l} />
                      </Table.Td>
                      <Table.Td>
                        <RowMenu l={l} label={named(l)} t={t} onDelete={() => setDeleting(l)} report={report} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.total > PER_PAGE && (
              <Pagination
                total={Math.ceil(data.total / PER_PAGE)}
                value={page}
                onChange={setPage}
                getControlProps={(c) => ({
                  'aria-label': t(c === 'first' ? 'firstPage' : c === 'previous' ? 'previousPage' : c === 'next' ? 'nextPage' : 'lastPage'),
                })}
                getItemProps={(p) => ({ 'aria-label': t('pageN', { n: p }) })}
              />
            )}
          </>
        )}
      </Loaded>
      <Dialog opened={bulk !== null} onClose={() => setBulk(null)} title={t(bulkTitle(bulk))} size={bulk?.kind === 'toggle' ? 'md' : 'lg'}>
        {bulk && (
          <BulkConfirm
            bulk={bulk}
            locations={chosen}
            t={t}
            onCancel={() => setBulk(null)}
            onDone={(c, error) => {
              setBulk(null);
              report(c, error);
            }}
          />
        )}
      </Dialog>
      <Dialog opened={deleting !== null} onClose={() => setDeleting(null)} title={deleting ? t('deleteTitle', { name: deleting.company_name }) : ''}>
        {deleting && (
          <DeleteConfirm
            l={deleting}
            t={t}
            onCancel={() => setDeleting(null)}
            onDone={(c, error) => {
              setDeleting(null);
              report(c, error);
            }}
          />
        )}
      </Dialog>
    </Stack>
  );
}

/** The bulk dialog's title: the action it confirms. */
function bulkTitle(bulk: Bulk | null) {
  if (!bulk) return 'confirmTitle';
  if (bulk.kind === 'hours') return 'setHours';
  if (bulk.kind === 'closed') return 'addClosed';
  return bulk.method === 'pickup' ? (bulk.on ? 'pickupOn' : 'pickupOff') : bulk.on ? 'deliveryOn' : 'deliveryOff';
}

function toggleWord(method: 'pickup' | 'delivery', on: boolean) {
  return method === 'pickup' ? (on ? 'turnedOnPickup' : 'turnedOffPickup') : on ? 'turnedOnDelivery' : 'turnedOffDelivery';
}

/** The location's checks as badges linking to it: critical ones red; none: "Ready". */
function CheckBadges({ location }: { location: Listed }) {
  const t = useT(messages);
  const phrase = useCheckPhrase();
  if (!location.checks) return null;
  if (location.checks.length === 0)
    return (
      <Text size="sm" data-check="none">
        ✓ {t('ready')}
      </Text>
    );
  return (
    <Group gap={4}>
      {location.checks.map((c) => (
        <Badge
          key={`${c.code}.${c.method ?? ''}`}
          component={Link}
          to={`/locations/${location.id}`}
          color={c.severity === 'critical' ? 'red.9' : 'yellow'}
          variant={c.severity === 'critical' ? 'filled' : 'light'}
          c={c.severity === 'critical' ? undefined : 'dark.9'}
          tt="none"
          style={{ cursor: 'pointer' }}
          data-check={c.code}
          data-severity={c.severity}
        >
          {phrase(c)}
        </Badge>
      ))}
    </Group>
  );
}

/** Duplicate and Delete of one row. */
function RowMenu({ l, label, t, onDelete, report }: { l: Listed; label: string; t: T; onDelete(): void; report(c: Change | null, error?: unknown): void }) {
  const duplicate = useMutation({
    mutationFn: () => admin.post<Location>(`/locations/${l.id}/duplicate`),
    onSuccess: (copy) =>
      report({
        text: t('duplicated', { name: copy.company_name }),
        link: { to: `/locations/${copy.id}`, label: t('open') },
        undo: async () => void (await deleteLocation(copy.id)),
      }),
    onError: (e) => report(null, e),
  });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('actionsOf', { name: label })} loading={duplicate.isPending}>
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => duplicate.mutate()}>{t('duplicate')}</Menu.Item>
        <Menu.Item color="red.9" onClick={onDelete}>
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Delete one location; when its orders forbid it, offer to turn both methods off instead. */
function DeleteConfirm({ l, t, onCancel, onDone }: { l: Listed; t: T; onCancel(): void; onDone(c: Change | null, error?: unknown): void }) {
  const { locale } = useLocale();
  const [refused, setRefused] = useState<{ orders: number; firstDate: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      const outcome = await deleteLocation(l.id);
      if (outcome.deleted) onDone({ text: t('deleted', { name: l.company_name }) });
      else setRefused(outcome);
    } catch (e) {
      onDone(null, e);
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    try {
      const before = { pickup_enabled: l.pickup_enabled, delivery_enabled: l.delivery_enabled };
      await admin.patch(`/locations/${l.id}`, { pickup_enabled: false, delivery_enabled: false });
      onDone({ text: t('turnedOff', { name: l.company_name }), undo: async () => void (await admin.patch(`/locations/${l.id}`, before)) });
    } catch (e) {
      onDone(null, e);
    }
  };
  if (refused)
    return (
      <Stack>
        <Alert color="yellow" variant="outline" role="alert">
          {t('hasOrders', { name: l.company_name, orders: refused.orders, date: refused.firstDate ? dateLabel(refused.firstDate, locale) : '—' })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={turnOff} loading={busy} data-autofocus>
            {t('turnOffInstead', { orders: refused.orders })}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack>
      <Text>{t('deleteText')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('cancel')}
        </Button>
        <Button color="red.9" onClick={remove} loading={busy}>
          {t('deleteConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}

type Json = Record<string, unknown>;

/** The confirmation of a bulk change with its count, and the change itself (in order, stopping at a failure), with its undo. */
function BulkConfirm({
  bulk,
  locations,
  t,
  onCancel,
  onDone,
}: {
  bulk: Bulk;
  locations: Listed[];
  t: T;
  onCancel(): void;
  onDone(c: Change | null, error?: unknown): void;
}) {
  const n = locations.length;
  const [hours, setHours] = useState<WeekHours>(() => hoursFromOpeningHours(locations[0]?.opening_hours ?? {}));
  const [dates, setDates] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    setBusy(true);
    const undos: (() => Promise<unknown>)[] = [];
    let text = '';
    let outcome: { done: number; error: unknown };
    if (bulk.kind === 'toggle') {
      const field = `${bulk.method}_enabled` as const;
      outcome = await inOrder(locations, async (l) => {
        await admin.patch(`/locations/${l.id}`, { [field]: bulk.on });
        undos.push(() => admin.patch(`/locations/${l.id}`, { [field]: l[field] }));
      });
      text = t('doneToggle', { what: t(toggleWord(bulk.method, bulk.on)), n: outcome.done });
    } else if (bulk.kind === 'hours') {
      outcome = await inOrder(locations, async (l) => {
        await admin.patch(`/locations/${l.id}`, { opening_hours: openingHoursFromHours(hours) });
        undos.push(() => admin.patch(`/locations/${l.id}`, { opening_hours: l.opening_hours }));
      });
      text = t('doneHours', { n: outcome.done });
    } else {
      let skipped = 0;
      outcome = await inOrder(locations, async (l) => {
        const pickup = await admin.get<Json>(`/locations/${l.id}/pickup-settings`);
        if (pickup['allow_list_mode']) skipped++;
        else {
          const listed = pickup['blackout_dates'] as string[];
          await admin.put(`/locations/${l.id}/pickup-settings`, { ...pickup, blackout_dates: [...listed, ...dates.filter((d) => !listed.includes(d))] });
          undos.push(() => admin.put(`/locations/${l.id}/pickup-settings`, pickup));
        }
        if (l.delivery_enabled) {
          const delivery = await admin.get<Json>(`/locations/${l.id}/delivery-settings`);
          if (!delivery['flip_blackout_dates']) {
            const listed = (delivery['blackouts'] as string[] | undefined) ?? [];
            await admin.put(`/locations/${l.id}/delivery-settings`, { ...delivery, blackouts: [...listed, ...dates.filter((d) => !listed.includes(d))] });
            undos.push(() => admin.put(`/locations/${l.id}/delivery-settings`, delivery));
          }
        }
      });
      text = `${t('doneClosed', { n: outcome.done - skipped })}${skipped ? ` ${t('skipped', { n: skipped })}` : ''}`;
    }
    if (outcome.error) text = `${t('partial', { done: outcome.done, n })} ${text}`;
    const undo = async () => {
      for (const u of undos.reverse()) await u();
    };
    onDone({ text, undo: undos.length ? undo : undefined }, outcome.error);
  };

  let body: ReactNode;
  if (bulk.kind === 'toggle') {
    const key = bulk.method === 'pickup' ? (bulk.on ? 'confirmPickupOn' : 'confirmPickupOff') : bulk.on ? 'confirmDeliveryOn' : 'confirmDeliveryOff';
    body = <Text fw={600}>{t(key, { n })}</Text>;
  } else if (bulk.kind === 'hours')
    body = (
      <>
        <Text>{t('confirmHours', { n })}</Text>
        <HoursEditor value={hours} onChange={setHours} caption={t('setHours')} hideCaption />
      </>
    );
  else
    body = (
      <>
        <Text>{t('confirmClosed', { n })}</Text>
        <MonthCalendar value={dates} onChange={setDates} chosenWord="closed" label={t('closedDates')} />
      </>
    );
  return (
    <Stack>
      {body}
      <Text size="sm" c="dimmed">
        {t('onlyThat')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button onClick={apply} loading={busy} disabled={bulk.kind === 'closed' && dates.length === 0} data-autofocus>
          {t('applyTo', { n })}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The location's address fields (create and edit share them): name, address, and the
 * coordinates and time zone "Look up coordinates" fills from the postal code.
 */
export function AddressFields() {
  const t = useT(messages);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="company_name" label={t('name')} />
        <TextField name="external_id" label={t('externalId')} description={t('externalIdHint')} />
        <TextField name="address_line_1" label={t('address')} />
        <TextField name="address_line_2" label={t('address2')} />
        <TextField name="city" label={t('city')} />
        <TextField name="region" label={t('region')} />
        <TextField name="postal_code" label={t('postalCode')} />
        <TextField name="country" label={t('country')} description={t('countryHint')} />
      </SimpleGrid>
      <Group align="end">
        <NumberField name="latitude" label={t('latitude')} description={t('coordinatesHint')} />
        <NumberField name="longitude" label={t('longitude')} description={t('coordinatesHint')} />
        <GeocodeButton />
      </Group>
      <TimeZoneField name="timezone" label={t('timezone')} description={t('timezoneHint')} />
    </>
  );
}
