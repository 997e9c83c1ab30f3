import { Alert, Button, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '../api';
import { useAuth } from '../auth';
import { ProblemAlert } from '../forms';

interface DryRun {
  dry_run: true;
  changes: { path: string; change: 'added' | 'removed' | 'changed' }[];
  more: number;
}

/** Export the shop as a store file; import one with a dry run (what would change, every error by field), then apply. */
export function StoreFilePage() {
  const { shop } = useAuth();
  const queryClient = useQueryClient();
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
    mutationFn: (body: unknown) => admin.put<{ changed: boolean; locations: number }>('/import', body),
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
      setReadError(`${f.name} is not JSON: ${(e as Error).message}`);
    }
  };

  return (
    <Stack gap="xl">
      <section aria-labelledby="export-h">
        <Title order={2} id="export-h" mb="sm">
          Export
        </Title>
        <Group>
          <Button onClick={() => exporting.mutate()} loading={exporting.isPending}>
            Prepare the store file
          </Button>
          {download && (
            <a href={download} download={`${shop.domain}.json`}>
              Download {shop.domain}.json
            </a>
          )}
        </Group>
        {exporting.isError && <ProblemAlert problem={exporting.error} title="Export failed" />}
      </section>
      <section aria-labelledby="import-h">
        <Title order={2} id="import-h" mb="sm">
          Import
        </Title>
        <Stack>
          <Text>Choosing a file runs a dry run first: it lists what would change, or every error by field, and writes nothing.</Text>
          <FileInput label="Store file (JSON)" accept="application/json,.json" onChange={choose} clearable w={420} />
          {readError && (
            <Alert color="red" variant="outline" role="alert">
              {readError}
            </Alert>
          )}
          {dryRun.isError && <ProblemAlert problem={dryRun.error} title="The file would be refused" />}
          {dryRun.data && (
            <Alert color="blue" variant="outline" title="Dry run: nothing was written" role="status">
              {dryRun.data.changes.length === 0 ? (
                <Text>The file equals the stored shop: importing it changes nothing.</Text>
              ) : (
                <List size="sm" data-testid="dry-run-changes">
                  {dryRun.data.changes.map((c) => (
                    <List.Item key={c.path + c.change}>
                      {c.change} <code>{c.path}</code>
                    </List.Item>
                  ))}
                  {dryRun.data.more > 0 && <List.Item>and {dryRun.data.more} more</List.Item>}
                </List>
              )}
            </Alert>
          )}
          {dryRun.isSuccess && dryRun.data.changes.length > 0 && (
            <Group>
              <Button color="red.9" onClick={() => apply.mutate(file)} loading={apply.isPending}>
                Apply the import
              </Button>
            </Group>
          )}
          {apply.isError && <ProblemAlert problem={apply.error} />}
          {apply.isSuccess && (
            <Text role="status">
              Imported: {apply.data.locations} locations{apply.data.changed ? '' : ' (nothing changed)'}.
            </Text>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
