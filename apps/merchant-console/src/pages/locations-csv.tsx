import { Alert, Badge, Box, Button, FileInput, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { AdminLocation as Location } from '@fulfil/api-client';
import { admin, ApiProblem } from '../api';
import { useAuth } from '../auth';
import { PageActions } from '../components/page';
import { ProblemAlert } from '../forms';
import { defineMessages, useLocale, useT, weekdayName, type Locale } from '../i18n';
import { Link } from '../router';
import {
  CSV_COLUMNS,
  cellProblemOfApi,
  exportFileName,
  locationsToCsv,
  planImport,
  type CellProblem,
  type ImportPlan,
  type ImportRow,
} from './locations-csv-format';

const messages = defineMessages({
  en: {
    export: 'Export locations (CSV)',
    exported: 'Exported {count} locations as {file}.',
    exportedOne: 'Exported 1 location as {file}.',
    exportFailed: 'Export failed',
    importTitle: 'Import from a CSV file',
    intro:
      'The first row names the columns, in any order, with commas or semicolons between cells. A row whose external_id is one of your locations updates that location (only the columns in the file change); any other row creates a location. Nothing is saved until you confirm.',
    columns: 'Columns an export writes and an import reads:',
    file: 'CSV file',
    clearFile: 'Remove the chosen file',
    fileDescription: 'Exported from this page, or saved as CSV from a spreadsheet',
    paste: 'Or paste the rows, the header row first',
    checkPasted: 'Check the pasted rows',
    readFailed: '{file} could not be read: {reason}',
    empty: 'There are no locations to read: the first row names the columns, and each row after it is a location.',
    noExternalId: 'The file has no external_id column. Every row needs the ID that tells your locations apart.',
    readProblem: 'The file cannot be imported',
    loadFailed: 'Your current locations could not be read',
    preview: 'Preview',
    summary: 'New: {new} · Updates: {update} · With problems: {error}',
    problemsTitle: 'Some rows have problems',
    problemsBody: 'Rows with problems are skipped. Fix them in your file and choose it again, or import the valid rows now.',
    ignored: 'Columns not used: {columns}.',
    table: 'Rows of the file',
    row: 'Row',
    status: 'Status',
    new: 'New',
    update: 'Update',
    error: 'Error',
    created: 'Created',
    updated: 'Updated',
    failed: 'Not imported',
    importAll: 'Import {count} locations',
    importAllOne: 'Import 1 location',
    importValid: 'Import the {count} valid rows',
    importValidOne: 'Import the 1 valid row',
    nothing: 'No row can be imported as it is.',
    importing: 'Importing row {done} of {total}…',
    doneTitle: 'Import finished',
    done: 'Created: {created} · Updated: {updated} · Not imported: {failed}',
    doneHint: 'Rows not imported show why. Fix them in your file and choose it again.',
    back: 'Back to locations',
    opens: '{day} opens',
    closes: '{day} closes',
    required: 'This can’t be empty.',
    time: 'Use a time like 09:00.',
    time_pair: 'Enter both the opening and the closing time, or leave both empty for a closed day.',
    closes_before_opens: 'Closes before it opens: use a time later than {opens}.',
    number: 'Use a number like 40.7424.',
    latitude_range: 'Latitude goes from -90 to 90.',
    longitude_range: 'Longitude goes from -180 to 180.',
    boolean: 'Use true or false (yes or no also work).',
    duplicate: 'Row {row} has the same ID: each location needs its own.',
    country: 'Not a country code we know; use two letters such as US. It is imported as written.',
    api: '{message}',
    col_external_id: 'External ID',
    col_company_name: 'Name',
    col_address_line_1: 'Address',
    col_address_line_2: 'Address line 2',
    col_city: 'City',
    col_region: 'Region',
    col_postal_code: 'Postal code',
    col_country: 'Country',
    col_latitude: 'Latitude',
    col_longitude: 'Longitude',
    col_timezone: 'Time zone',
    col_pickup_enabled: 'Pickup',
    col_delivery_enabled: 'Local delivery',
    col_widget_enabled: 'Ordering widget',
    col_more_information: 'More information',
    col_custom_attribute_1: 'Custom attribute 1',
    col_custom_attribute_2: 'Custom attribute 2',
    col_custom_attribute_3: 'Custom attribute 3',
  },
  fr: {
    export: 'Exporter les emplacements (CSV)',
    exported: '{count} emplacements exportés dans {file}.',
    exportedOne: '1 emplacement exporté dans {file}.',
    exportFailed: 'L’export a échoué',
    importTitle: 'Importer un fichier CSV',
    intro:
      'La première ligne nomme les colonnes, dans n’importe quel ordre, séparées par des virgules ou des points-virgules. Une ligne dont l’external_id est celui de l’un de vos emplacements met cet emplacement à jour (seules les colonnes du fichier changent) ; toute autre ligne crée un emplacement. Rien n’est enregistré avant votre confirmation.',
    columns: 'Colonnes écrites par l’export et lues par l’import :',
    file: 'Fichier CSV',
    clearFile: 'Retirer le fichier choisi',
    fileDescription: 'Exporté depuis cette page, ou enregistré au format CSV depuis un tableur',
    paste: 'Ou collez les lignes, en commençant par la ligne d’en-tête',
    checkPasted: 'Vérifier les lignes collées',
    readFailed: 'Impossible de lire {file} : {reason}',
    empty: 'Aucun emplacement à lire : la première ligne nomme les colonnes, et chaque ligne suivante est un emplacement.',
    noExternalId: 'Le fichier n’a pas de colonne external_id. Chaque ligne a besoin de l’identifiant qui distingue vos emplacements.',
    readProblem: 'Ce fichier ne peut pas être importé',
    loadFailed: 'Impossible de lire vos emplacements actuels',
    preview: 'Aperçu',
    summary: 'Nouveaux : {new} · Mises à jour : {update} · Avec des problèmes : {error}',
    problemsTitle: 'Certaines lignes posent problème',
    problemsBody:
      'Les lignes qui posent problème sont ignorées. Corrigez-les dans votre fichier et choisissez-le à nouveau, ou importez dès maintenant les lignes valides.',
    ignored: 'Colonnes non utilisées : {columns}.',
    table: 'Lignes du fichier',
    row: 'Ligne',
    status: 'État',
    new: 'Nouveau',
    update: 'Mise à jour',
    error: 'Erreur',
    created: 'Créé',
    updated: 'Mis à jour',
    failed: 'Non importé',
    importAll: 'Importer {count} emplacements',
    importAllOne: 'Importer 1 emplacement',
    importValid: 'Importer les {count} lignes valides',
    importValidOne: 'Importer la ligne valide',
    nothing: 'Aucune ligne ne peut être importée en l’état.',
    importing: 'Import de la ligne {done} sur {total}…',
    doneTitle: 'Import terminé',
    done: 'Créés : {created} · Mis à jour : {updated} · Non importés : {failed}',
    doneHint: 'Les lignes non importées indiquent pourquoi. Corrigez-les dans votre fichier et choisissez-le à nouveau.',
    back: 'Retour aux emplacements',
    opens: '{day} : ouverture',
    closes: '{day} : fermeture',
    required: 'Ce champ ne peut pas être vide.',
    time: 'Indiquez une heure comme 09:00.',
    time_pair: 'Indiquez l’heure d’ouverture et l’heure de fermeture, ou laissez les deux vides pour un jour de fermeture.',
    closes_before_opens: 'La fermeture précède l’ouverture : indiquez une heure après {opens}.',
    number: 'Indiquez un nombre comme 40.7424.',
    latitude_range: 'La latitude va de -90 à 90.',
    longitude_range: 'La longitude va de -180 à 180.',
    boolean: 'Indiquez true ou false (yes ou no conviennent aussi).',
    duplicate: 'La ligne {row} a le même identifiant : chaque emplacement doit avoir le sien.',
    country: 'Code pays inconnu ; utilisez deux lettres, comme FR. Il sera importé tel quel.',
    api: '{message}',
    col_external_id: 'Identifiant externe',
    col_company_name: 'Nom',
    col_address_line_1: 'Adresse',
    col_address_line_2: 'Complément d’adresse',
    col_city: 'Ville',
    col_region: 'Région',
    col_postal_code: 'Code postal',
    col_country: 'Pays',
    col_latitude: 'Latitude',
    col_longitude: 'Longitude',
    col_timezone: 'Fuseau horaire',
    col_pickup_enabled: 'Retrait',
    col_delivery_enabled: 'Livraison locale',
    col_widget_enabled: 'Widget de commande',
    col_more_information: 'Informations complémentaires',
    col_custom_attribute_1: 'Attribut personnalisé 1',
    col_custom_attribute_2: 'Attribut personnalisé 2',
    col_custom_attribute_3: 'Attribut personnalisé 3',
  },
  de: {
    export: 'Standorte exportieren (CSV)',
    exported: '{count} Standorte als {file} exportiert.',
    exportedOne: '1 Standort als {file} exportiert.',
    exportFailed: 'Export fehlgeschlagen',
    importTitle: 'Aus einer CSV-Datei importieren',
    intro:
      'Die erste Zeile benennt die Spalten, in beliebiger Reihenfolge, getrennt durch Kommas oder Semikolons. Eine Zeile, deren external_id zu einem Ihrer Standorte gehört, aktualisiert diesen Standort (nur die Spalten der Datei ändern sich); jede andere Zeile legt einen neuen Standort an. Gespeichert wird erst, wenn Sie bestätigen.',
    columns: 'Spalten, die der Export schreibt und der Import liest:',
    file: 'CSV-Datei',
    clearFile: 'Gewählte Datei entfernen',
    fileDescription: 'Von dieser Seite exportiert oder aus einer Tabellenkalkulation als CSV gespeichert',
    paste: 'Oder fügen Sie die Zeilen ein, die Kopfzeile zuerst',
    checkPasted: 'Eingefügte Zeilen prüfen',
    readFailed: '{file} konnte nicht gelesen werden: {reason}',
    empty: 'Es gibt keine Standorte zu lesen: Die erste Zeile benennt die Spalten, jede weitere Zeile ist ein Standort.',
    noExternalId: 'Der Datei fehlt die Spalte external_id. Jede Zeile braucht die ID, die Ihre Standorte unterscheidet.',
    readProblem: 'Die Datei kann nicht importiert werden',
    loadFailed: 'Ihre aktuellen Standorte konnten nicht gelesen werden',
    preview: 'Vorschau',
    summary: 'Neu: {new} · Aktualisierungen: {update} · Mit Problemen: {error}',
    problemsTitle: 'Einige Zeilen haben Probleme',
    problemsBody:
      'Zeilen mit Problemen werden übersprungen. Korrigieren Sie sie in Ihrer Datei und wählen Sie sie erneut aus, oder importieren Sie jetzt die gültigen Zeilen.',
    ignored: 'Nicht verwendete Spalten: {columns}.',
    table: 'Zeilen der Datei',
    row: 'Zeile',
    status: 'Status',
    new: 'Neu',
    update: 'Aktualisierung',
    error: 'Fehler',
    created: 'Angelegt',
    updated: 'Aktualisiert',
    failed: 'Nicht importiert',
    importAll: '{count} Standorte importieren',
    importAllOne: '1 Standort importieren',
    importValid: 'Die {count} gültigen Zeilen importieren',
    importValidOne: 'Die gültige Zeile importieren',
    nothing: 'So kann keine Zeile importiert werden.',
    importing: 'Zeile {done} von {total} wird importiert …',
    doneTitle: 'Import abgeschlossen',
    done: 'Angelegt: {created} · Aktualisiert: {updated} · Nicht importiert: {failed}',
    doneHint: 'Bei nicht importierten Zeilen steht der Grund. Korrigieren Sie sie in Ihrer Datei und wählen Sie sie erneut aus.',
    back: 'Zurück zu den Standorten',
    opens: '{day}: öffnet',
    closes: '{day}: schließt',
    required: 'Darf nicht leer sein.',
    time: 'Geben Sie eine Uhrzeit wie 09:00 ein.',
    time_pair: 'Geben Sie Öffnungs- und Schließzeit an oder lassen Sie beide leer, wenn an dem Tag geschlossen ist.',
    closes_before_opens: 'Schließt, bevor geöffnet wird: Geben Sie eine Uhrzeit nach {opens} ein.',
    number: 'Geben Sie eine Zahl wie 40.7424 ein.',
    latitude_range: 'Der Breitengrad liegt zwischen -90 und 90.',
    longitude_range: 'Der Längengrad liegt zwischen -180 und 180.',
    boolean: 'Verwenden Sie true oder false (yes oder no gehen auch).',
    duplicate: 'Zeile {row} hat dieselbe ID: Jeder Standort braucht eine eigene.',
    country: 'Unbekannter Ländercode; verwenden Sie zwei Buchstaben wie DE. Er wird so importiert, wie er ist.',
    api: '{message}',
    col_external_id: 'Externe ID',
    col_company_name: 'Name',
    col_address_line_1: 'Adresse',
    col_address_line_2: 'Adresszusatz',
    col_city: 'Ort',
    col_region: 'Region',
    col_postal_code: 'Postleitzahl',
    col_country: 'Land',
    col_latitude: 'Breitengrad',
    col_longitude: 'Längengrad',
    col_timezone: 'Zeitzone',
    col_pickup_enabled: 'Abholung',
    col_delivery_enabled: 'Lokale Lieferung',
    col_widget_enabled: 'Bestell-Widget',
    col_more_information: 'Weitere Informationen',
    col_custom_attribute_1: 'Eigenes Attribut 1',
    col_custom_attribute_2: 'Eigenes Attribut 2',
    col_custom_attribute_3: 'Eigenes Attribut 3',
  },
});
type Words = keyof (typeof messages)['en'];
type T = (key: Words, values?: Record<string, string | number>) => string;

/** Dark green for success: 6.1:1 on white (as in platform-locations.tsx). */
const SUCCESS = '#237032';
/** Dark orange for warnings: 5.5:1 on white (as in platform-notices.tsx). */
const WARNING = '#b34700';
/** How many locations a page of the export asks for. */
const PAGE_SIZE = 100;

/** Every location of the shop, in the manual order (pages of {@link PAGE_SIZE} until `total`). */
async function allLocations(): Promise<Location[]> {
  const all: Location[] = [];
  for (let page = 1; ; page++) {
    const { total, locations } = await admin.get<{ total: number; locations: Location[] }>(`/locations?page=${page}&per_page=${PAGE_SIZE}`);
    all.push(...locations);
    if (locations.length === 0 || all.length >= total) return all;
  }
}

/** A column's heading in the merchant's language (`monday_opens` -> "Monday opens"). */
function columnLabel(column: string, t: T, locale: Locale): string {
  const day = /^(\w+day)_(opens|closes)$/.exec(column);
  if (day) return t(day[2] as 'opens' | 'closes', { day: weekdayName(day[1], locale) });
  return t(`col_${column}` as Words);
}

/** A cell problem in the merchant's words (each code of ./locations-csv-format.ts is a key of the catalogue). */
function problemWords(p: CellProblem, t: T): string {
  return t(p.code, p.values);
}

/** What happened to a row once sent. */
interface RowResult {
  state: 'created' | 'updated' | 'failed';
  /** The API's refusals of the row's cells. */
  problems: CellProblem[];
  /** The API's refusal not tied to a cell. */
  detail?: string;
}

/**
 * `/locations/import`: the shop's locations as a CSV file (export), and a CSV file of
 * locations checked row by row in a preview (new, update, or the problems of each cell),
 * then created (POST /locations) and updated (PATCH /locations/:id) on confirmation, each
 * row's outcome shown on the row. Rows with problems are skipped: the button imports the
 * valid rows ("Import the N valid rows"). The mapping and the checks:
 * ./locations-csv-format.ts.
 */
export function LocationsCsvPage() {
  const { shop } = useAuth();
  const t = useT(messages);
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const existing = useQuery({ queryKey: ['/locations', 'all'], queryFn: allLocations });
  const [text, setText] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [readError, setReadError] = useState<string | null>(null);
  const [results, setResults] = useState<Map<number, RowResult> | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  // The plan as sent stays on screen after the import (the locations read again would make its new rows updates).
  const [sent, setSent] = useState<ImportPlan | null>(null);
  const planned = useMemo(() => (text !== null && existing.data ? planImport(text, existing.data) : null), [text, existing.data]);
  const plan: ImportPlan | null = sent ?? planned;

  const exporting = useMutation({
    mutationFn: async () => {
      const locations = await allLocations();
      const file = exportFileName(shop.domain, new Date());
      const url = URL.createObjectURL(new Blob([locationsToCsv(locations)], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = file;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return { count: locations.length, file };
    },
  });

  const run = useMutation({
    mutationFn: async (rows: ImportRow[]) => {
      const out = new Map<number, RowResult>();
      const sendable = rows.filter((r) => r.body !== null);
      for (const [i, r] of sendable.entries()) {
        setProgress({ done: i + 1, total: sendable.length });
        try {
          if (r.id === null) await admin.post<Location>('/locations', r.body);
          else await admin.patch<Location>(`/locations/${r.id}`, r.body);
          out.set(r.row, { state: r.id === null ? 'created' : 'updated', problems: [] });
        } catch (e) {
          const problems = e instanceof ApiProblem ? e.errors.map((f) => cellProblemOfApi(f.field, f.rule, f.message)) : [];
          const onCells = problems.filter((p) => p.column !== '');
          const detail = onCells.length === problems.length && onCells.length > 0 ? undefined : e instanceof ApiProblem ? e.detail : String(e);
          out.set(r.row, { state: 'failed', problems: onCells, detail });
        }
      }
      return out;
    },
    onMutate: () => setResults(null),
    onSuccess: async (out) => {
      setResults(out);
      setProgress(null);
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/locations') });
    },
  });

  useEffect(() => {
    if (results) doneRef.current?.focus();
  }, [results]);

  /** Reads a new file or pasted text: the preview replaces any earlier one. */
  const read = (next: string | null) => {
    setText(next);
    setSent(null);
    setResults(null);
    run.reset();
    // Focus moves to the preview once it is drawn.
    setTimeout(() => previewHeading.current?.focus(), 0);
  };
  const choose = async (f: File | null) => {
    setReadError(null);
    if (!f) return read(null);
    try {
      read(await f.text());
    } catch (e) {
      setReadError(t('readFailed', { file: f.name, reason: (e as Error).message }));
    }
  };

  return (
    <Stack>
      <PageActions>
        <Button variant="default" onClick={() => exporting.mutate()} loading={exporting.isPending}>
          {t('export')}
        </Button>
      </PageActions>
      <Text>
        <Link to="/locations">{t('back')}</Link>
      </Text>
      {exporting.isError && <ProblemAlert title={t('exportFailed')} problem={exporting.error} />}
      {exporting.data && (
        <Text role="status" c={SUCCESS} data-testid="exported">
          {exporting.data.count === 1 ? t('exportedOne', { file: exporting.data.file }) : t('exported', exporting.data)}
        </Text>
      )}
      <Paper component="section" aria-labelledby="csv-import-h" withBorder p="md">
        <Stack gap="sm">
          <Title order={2} id="csv-import-h">
            {t('importTitle')}
          </Title>
          <Text size="sm">{t('intro')}</Text>
          <FileInput
            label={t('file')}
            description={t('fileDescription')}
            accept=".csv,text/csv,text/plain"
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': t('clearFile') }}
            maw={480}
          />
          <Textarea label={t('paste')} value={pasted} onChange={(e) => setPasted(e.currentTarget.value)} autosize minRows={3} maxRows={12} spellCheck={false} />
          <Group>
            <Button variant="default" onClick={() => read(pasted)} disabled={pasted.trim() === ''}>
              {t('checkPasted')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('columns')} <code>{CSV_COLUMNS.join(', ')}</code>
          </Text>
          {readError && (
            <Alert color="red" variant="outline" role="alert">
              {readError}
            </Alert>
          )}
          {existing.isError && <ProblemAlert title={t('loadFailed')} problem={existing.error} />}
        </Stack>
      </Paper>
      {plan && (
        <Paper component="section" aria-labelledby="csv-preview-h" withBorder p="md">
          <Stack gap="sm">
            <Title order={2} id="csv-preview-h" ref={previewHeading} tabIndex={-1}>
              {t('preview')}
            </Title>
            <Preview plan={plan} results={results} t={t} locale={locale} />
            {plan.fileProblem === null && (
              <ImportAction
                plan={plan}
                running={run.isPending}
                done={results !== null}
                onImport={() => {
                  setSent(plan);
                  run.mutate(plan.rows);
                }}
                t={t}
              />
            )}
            {progress && (
              <Text role="status" data-testid="import-progress">
                {t('importing', progress)}
              </Text>
            )}
            {run.isError && <ProblemAlert title={t('doneTitle')} problem={run.error} />}
            {results && <Done results={results} t={t} focusRef={doneRef} />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** The preview: what the file holds, its problems, and the table of rows with each cell's problem under it. */
function Preview({ plan, results, t, locale }: { plan: ImportPlan; results: Map<number, RowResult> | null; t: T; locale: Locale }) {
  if (plan.fileProblem)
    return (
      <Alert color="red" variant="outline" role="alert" title={t('readProblem')}>
        {t(plan.fileProblem === 'empty' ? 'empty' : 'noExternalId')}
      </Alert>
    );
  const count = (s: ImportRow['status']) => plan.rows.filter((r) => r.status === s).length;
  // Columns of the file, and any a row needs but the file lacks (a new location's required field).
  const shown = CSV_COLUMNS.filter((c) => plan.columns.includes(c) || plan.rows.some((r) => r.problems.some((p) => p.column === c)));
  return (
    <>
      <Text data-testid="csv-summary">{t('summary', { new: count('new'), update: count('update'), error: count('error') })}</Text>
      {count('error') > 0 && !results && (
        <Alert color="red" variant="outline" role="alert" title={t('problemsTitle')}>
          {t('problemsBody')}
        </Alert>
      )}
      {plan.ignored.length > 0 && <Text size="sm">{t('ignored', { columns: plan.ignored.join(', ') })}</Text>}
      {/* Scrolls sideways inside the card; focusable so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('table')}>
        <Table striped aria-label={t('table')} data-testid="csv-preview" verticalSpacing="xs" miw={Math.max(640, 160 * shown.length)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('row')}</Table.Th>
              <Table.Th scope="col">{t('status')}</Table.Th>
              {shown.map((c) => (
                <Table.Th key={c} scope="col">
                  {columnLabel(c, t, locale)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.rows.map((r) => {
              const result = results?.get(r.row);
              const problems = [...r.problems, ...(result?.problems ?? [])];
              return (
                <Table.Tr key={r.row} data-row={r.row} data-status={result?.state ?? r.status}>
                  <Table.Th scope="row">{r.row}</Table.Th>
                  <Table.Td>
                    <StatusBadge status={result?.state ?? r.status} t={t} />
                    {result?.detail && (
                      <Text size="xs" c="red.9" mt={4}>
                        {result.detail}
                      </Text>
                    )}
                  </Table.Td>
                  {shown.map((c) => {
                    const here = problems.filter((p) => p.column === c);
                    return (
                      <Table.Td key={c} data-column={c} data-problem={here.map((p) => p.code).join(' ') || undefined}>
                        {r.cells[c] ?? ''}
                        {here.map((p) => (
                          <Text key={p.code} size="xs" c={p.blocking ? 'red.9' : WARNING} mt={4}>
                            {problemWords(p, t)}
                          </Text>
                        ))}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}

/** A row's state: before the import New / Update / Error, after it Created / Updated / Not imported. */
function StatusBadge({ status, t }: { status: ImportRow['status'] | RowResult['state']; t: T }) {
  const color = { new: 'blue.9', update: 'gray.8', error: 'red.9', created: SUCCESS, updated: SUCCESS, failed: 'red.9' }[status];
  return (
    <Badge variant="outline" color={color} style={{ whiteSpace: 'nowrap' }}>
      {t(status)}
    </Badge>
  );
}

/** The page's primary action: "Import N locations", or "Import the N valid rows" when some rows have problems. */
function ImportAction({ plan, running, done, onImport, t }: { plan: ImportPlan; running: boolean; done: boolean; onImport(): void; t: T }) {
  const valid = plan.rows.filter((r) => r.body !== null).length;
  const someBad = valid < plan.rows.length;
  if (valid === 0) return <Text>{t('nothing')}</Text>;
  const label = someBad
    ? valid === 1
      ? t('importValidOne')
      : t('importValid', { count: valid })
    : valid === 1
      ? t('importAllOne')
      : t('importAll', { count: valid });
  return (
    <Group>
      <Button onClick={onImport} loading={running} disabled={done}>
        {label}
      </Button>
    </Group>
  );
}

/** The outcome of the import, focused when it appears. */
function Done({ results, t, focusRef }: { results: Map<number, RowResult>; t: T; focusRef: RefObject<HTMLDivElement | null> }) {
  const n = (s: RowResult['state']) => [...results.values()].filter((r) => r.state === s).length;
  const failed = n('failed');
  return (
    <Alert ref={focusRef} tabIndex={-1} color={failed ? WARNING : SUCCESS} variant="outline" role="status" title={t('doneTitle')} data-testid="csv-done">
      <Text size="sm">{t('done', { created: n('created'), updated: n('updated'), failed })}</Text>
      {failed > 0 && (
        <Text size="sm" mt="xs">
          {t('doneHint')}
        </Text>
      )}
    </Alert>
  );
}
