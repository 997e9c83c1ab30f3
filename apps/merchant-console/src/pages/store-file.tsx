import { Alert, Button, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '../api';
import { useAuth } from '../auth';
import { ProblemAlert } from '../forms';
import { defineMessages, useT } from '../i18n';
import type { FulfilmentComponents } from '@fulfil/api-client';

type DryRun = FulfilmentComponents['schemas']['AdminImportDryRun'];
type ImportResult = FulfilmentComponents['schemas']['AdminImportResult'];

const messages = defineMessages({
  en: {
    export: 'Export',
    prepare: 'Prepare the store file',
    download: 'Download {file}',
    exportFailed: 'Export failed',
    import: 'Import',
    intro: 'Choosing a file runs a dry run first: it lists what would change, or every error by field, and writes nothing.',
    file: 'Store file (JSON)',
    notJson: '{file} is not JSON: {reason}',
    refused: 'The file would be refused',
    dryRunTitle: 'Dry run: nothing was written',
    same: 'The file equals the stored shop: importing it changes nothing.',
    added: 'Added',
    removed: 'Removed',
    changed: 'Changed',
    more: 'and {n} more',
    apply: 'Apply the import',
    notImported: 'Not imported',
    imported: 'Imported: {n} locations.',
    importedSame: 'Imported: {n} locations (nothing changed).',
  },
  fr: {
    export: 'Export',
    prepare: 'Préparer le fichier de la boutique',
    download: 'Télécharger {file}',
    exportFailed: 'L’export a échoué',
    import: 'Import',
    intro: 'Choisir un fichier lance d’abord un essai à blanc : il liste ce qui changerait, ou chaque erreur par champ, et n’écrit rien.',
    file: 'Fichier de la boutique (JSON)',
    notJson: '{file} n’est pas du JSON : {reason}',
    refused: 'Le fichier serait refusé',
    dryRunTitle: 'Essai à blanc : rien n’a été écrit',
    same: 'Le fichier est identique à la boutique enregistrée : l’importer ne change rien.',
    added: 'Ajouté',
    removed: 'Supprimé',
    changed: 'Modifié',
    more: 'et {n} autres',
    apply: 'Appliquer l’import',
    notImported: 'Non importé',
    imported: 'Importé : {n} emplacements.',
    importedSame: 'Importé : {n} emplacements (rien n’a changé).',
  },
  de: {
    export: 'Export',
    prepare: 'Shop-Datei vorbereiten',
    download: '{file} herunterladen',
    exportFailed: 'Export fehlgeschlagen',
    import: 'Import',
    intro: 'Wenn Sie eine Datei wählen, läuft zuerst ein Probelauf: Er listet, was sich ändern würde, oder jeden Fehler nach Feld, und schreibt nichts.',
    file: 'Shop-Datei (JSON)',
    notJson: '{file} ist kein JSON: {reason}',
    refused: 'Die Datei würde abgelehnt',
    dryRunTitle: 'Probelauf: Es wurde nichts geschrieben',
    same: 'Die Datei entspricht dem gespeicherten Shop: Ein Import ändert nichts.',
    added: 'Hinzugefügt',
    removed: 'Entfernt',
    changed: 'Geändert',
    more: 'und {n} weitere',
    apply: 'Import anwenden',
    notImported: 'Nicht importiert',
    imported: 'Importiert: {n} Standorte.',
    importedSame: 'Importiert: {n} Standorte (nichts geändert).',
  },
});

/** Export the shop as a store file; import one with a dry run (what would change, every error by field), then apply. */
export function StoreFilePage() {
  const { shop } = useAuth();
  const queryClient = useQueryClient();
  const t = useT(messages);
  const [file, setFile] = useState<unknown>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [download, setDownload] = useState<string | null>(null);

  const exporting = useMutation({
    mutationFn: () => admin.get<object>('/export'),
    onSuccess: (data) => {
      if (download) URL.revokeObjectURL(download);
      setDownload(URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })));
    },
  });
  const dryRun = useMutation({ mutationFn: (body: unknown) => admin.put<DryRun>('/import?dry_run=true', body) });
  const apply = useMutation({
    mutationFn: (body: unknown) => admin.put<ImportResult>('/import', body),
    onSuccess: () => queryClient.invalidateQueries(),
  });

  const choose = async (f: File | null) => {
    setFile(null);
    setReadError(null);
    dryRun.reset();
    apply.reset();
    if (!f) return;
    try {
      const parsed: unknown = JSON.parse(await f.text());
      setFile(parsed);
      dryRun.mutate(parsed);
    } catch (e) {
      setReadError(t('notJson', { file: f.name, reason: (e as Error).message }));
    }
  };

  return (
    <Stack gap="xl">
      <section aria-labelledby="export-h">
        <Title order={2} id="export-h" mb="sm">
          {t('export')}
        </Title>
        <Group>
          <Button onClick={() => exporting.mutate()} loading={exporting.isPending}>
            {t('prepare')}
          </Button>
          {download && (
            <a href={download} download={`${shop.domain}.json`}>
              {t('download', { file: `${shop.domain}.json` })}
            </a>
          )}
        </Group>
        {exporting.isError && <ProblemAlert problem={exporting.error} title={t('exportFailed')} />}
      </section>
      <section aria-labelledby="import-h">
        <Title order={2} id="import-h" mb="sm">
          {t('import')}
        </Title>
        <Stack>
          <Text>{t('intro')}</Text>
          <FileInput label={t('file')} accept="application/json,.json" onChange={choose} clearable w={420} />
          {readError && (
            <Alert color="red" variant="outline" role="alert">
              {readError}
            </Alert>
          )}
          {dryRun.isError && <ProblemAlert problem={dryRun.error} title={t('refused')} />}
          {dryRun.data && (
            <Alert color="blue" variant="outline" title={t('dryRunTitle')} role="status">
              {dryRun.data.changes.length === 0 ? (
                <Text>{t('same')}</Text>
              ) : (
                <List size="sm" data-testid="dry-run-changes">
                  {dryRun.data.changes.map((c) => (
                    <List.Item key={c.path + c.change}>
                      {t(c.change)} <code>{c.path}</code>
                    </List.Item>
                  ))}
                  {dryRun.data.more > 0 && <List.Item>{t('more', { n: dryRun.data.more })}</List.Item>}
                </List>
              )}
            </Alert>
          )}
          {dryRun.isSuccess && dryRun.data.changes.length > 0 && (
            <Group>
              <Button color="red.9" onClick={() => apply.mutate(file)} loading={apply.isPending}>
                {t('apply')}
              </Button>
            </Group>
          )}
          {apply.isError && <ProblemAlert title={t('notImported')} problem={apply.error} />}
          {apply.isSuccess && <Text role="status">{t(apply.data.changed ? 'imported' : 'importedSame', { n: apply.data.locations })}</Text>}
        </Stack>
      </section>
    </Stack>
  );
}
