import { Alert, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { admin, ApiProblem } from '../api';
import { Loaded } from '../components/loaded';
import { SaveBar } from '../components/save-bar';
import { ProblemAlert } from '../forms';
import { useLocale, useT } from '../i18n';
import { Link } from '../router';
import type {
  AdminLocation as Location,
  AdminPlatformLocation as PlatformLocation,
  AdminPlatformLocationLink as PlatformLocationLink,
} from '@fulfil/api-client';
import { PlatformLocationRow } from './platform-location-row';
import { createProblemWords, linkProblemWords, platformMessages } from './platform-words';
import { richWords } from './rich-words';

/** The admin API paths: Shopify's locations as last synced (with ours), and the links alone. */
export const PLATFORM_LOCATIONS_PATH = '/storefront-platform/platform-locations';
const LINKS_PATH = '/storefront-platform/locations';
/** Dark green for success: 6.1:1 on white (Mantine's green.9 is 4.4:1, below WCAG AA for text). */
const SUCCESS = '#237032';

/** Every location of the shop (the list answers pages of at most 200). */
async function allLocations(): Promise<Location[]> {
  const all: Location[] = [];
  for (let page = 1; ; page++) {
    const { total, locations } = await admin.get<{ total: number; locations: Location[] }>(`/locations?page=${page}&per_page=200`);
    all.push(...locations);
    if (locations.length === 0 || all.length >= total) return all;
  }
}

/**
 * Which of the shop's locations each Shopify location is: a table of Shopify's locations
 * with a choice of ours (held until Save on the save bar), and, for one not mapped, a new
 * location of ours made from it.
 */
export function LocationMapping() {
  const platform = useQuery({ queryKey: [PLATFORM_LOCATIONS_PATH], queryFn: () => admin.get<PlatformLocation[]>(PLATFORM_LOCATIONS_PATH) });
  const links = useQuery({ queryKey: [LINKS_PATH], queryFn: () => admin.get<PlatformLocationLink[]>(LINKS_PATH) });
  const ours = useQuery({ queryKey: ['/locations', 'all'], queryFn: allLocations });
  const t = useT(platformMessages);
  const all = {
    data: platform.data && links.data && ours.data ? { platform: platform.data, links: links.data, ours: ours.data } : undefined,
    error: platform.error ?? links.error ?? ours.error,
    isPending: platform.isPending || links.isPending || ours.isPending,
  };
  return (
    <Paper component="section" aria-labelledby="mapping-h" withBorder p="md" id="platform-locations">
      <Stack gap="sm">
        <Title order={2} id="mapping-h">
          {t('mappingTitle')}
        </Title>
        <Text size="sm">{t('mappingIntro')}</Text>
        <Loaded query={all}>{(data) => <MappingTable {...data} />}</Loaded>
      </Stack>
    </Paper>
  );
}

function MappingTable({ platform, links, ours }: { platform: PlatformLocation[]; links: PlatformLocationLink[]; ours: Location[] }) {
  const queryClient = useQueryClient();
  const t = useT(platformMessages);
  const { locale } = useLocale();
  // The merchant's choices not saved yet, by Shopify location id (null: "Not mapped").
  const [changes, setChanges] = useState<Map<number, number | null>>(new Map());
  const [rowErrors, setRowErrors] = useState<Map<number, string>>(new Map());
  const [created, setCreated] = useState<{ platformName: string; locationId: number } | null>(null);
  const names = new Map(ours.map((l) => [l.id, l.company_name]));
  const chosen = (p: PlatformLocation) => (changes.has(p.platform_location_id) ? (changes.get(p.platform_location_id) ?? null) : p.location_id);
  const dirty = platform.some((p) => chosen(p) !== p.location_id);

  // Links of Shopify locations not in the table (gone since the last sync) are kept as they are.
  const shown = new Set(platform.map((p) => p.platform_location_id));
  const body = (): PlatformLocationLink[] => [
    ...links.filter((l) => !shown.has(l.platform_location_id)),
    ...platform.flatMap((p) => {
      const id = chosen(p);
      return id === null ? [] : [{ platform_location_id: p.platform_location_id, location_id: id }];
    }),
  ];
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/storefront-platform/') });

  const save = useMutation({
    mutationFn: (sent: PlatformLocationLink[]) => admin.put<PlatformLocationLink[]>(LINKS_PATH, sent),
    onMutate: () => setRowErrors(new Map()),
    onSuccess: async () => {
      await refresh();
      setChanges(new Map());
    },
    onError: (e, sent) => {
      if (!(e instanceof ApiProblem)) return;
      const errors = new Map<number, string>();
      for (const { field, message } of e.errors) {
        const link = sent[Number(/^\[(\d+)\]/.exec(field)?.[1] ?? -1)];
        if (link) errors.set(link.platform_location_id, linkProblemWords(field, message, names.get(link.location_id), locale));
      }
      setRowErrors(errors);
    },
  });
  const create = useMutation({
    mutationFn: (p: PlatformLocation) => admin.post<PlatformLocationLink>(`/storefront-platform/platform-locations/${p.platform_location_id}/location`),
    onMutate: () => setCreated(null),
    onSuccess: async (link, p) => {
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['/locations', 'all'] })]);
      setCreated({ platformName: p.name, locationId: link.location_id });
    },
    onError: (e) => (e instanceof ApiProblem && (e.status === 404 || e.status === 409) ? refresh() : undefined),
  });
  const choose = (p: PlatformLocation, value: string) => {
    setChanges(new Map(changes).set(p.platform_location_id, value === '' ? null : Number(value)));
    save.reset();
  };
  const options = [{ value: '', label: t('notMapped') }, ...ours.map((l) => ({ value: String(l.id), label: l.company_name }))];

  if (platform.length === 0) return <Text fs="italic">{t('noPlatformLocations')}</Text>;
  const unrelated = save.error instanceof ApiProblem && rowErrors.size === 0;
  return (
    <>
      {created && (
        <Alert color={SUCCESS} variant="outline" title={t('createdTitle')} role="status" withCloseButton onClose={() => setCreated(null)}>
          <Text size="sm">
            {richWords(t('createdBody'), {
              link: <Link to={`/locations/${created.locationId}`}>{names.get(created.locationId) ?? created.platformName}</Link>,
              platform: created.platformName,
            })}
          </Text>
        </Alert>
      )}
      {create.isError && <CreateProblem problem={create.error} name={create.variables.name} />}
      {save.isError &&
        (unrelated ? (
          <ProblemAlert title={t('notSaved')} problem={save.error} />
        ) : (
          <Alert color="red" variant="outline" role="alert" title={t('notSaved')}>
            {t('fixMarked')}
          </Alert>
        ))}
      {save.isSuccess && !dirty && (
        <Text role="status" c={SUCCESS}>
          {t('saved')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-labelledby="mapping-h">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('colShopify')}</Table.Th>
              <Table.Th scope="col">{t('colAddress')}</Table.Th>
              <Table.Th scope="col">{t('colOurs')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('colActions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {platform.map((p) => (
              <PlatformLocationRow
                key={p.platform_location_id}
                platform={p}
                options={options}
                chosen={chosen(p)}
                error={rowErrors.get(p.platform_location_id)}
                onChoose={(value) => choose(p, value)}
                onCreate={() => create.mutate(p)}
                creating={create.isPending && create.variables.platform_location_id === p.platform_location_id}
                busy={create.isPending}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        onSave={() => save.mutate(body())}
        onDiscard={() => {
          setChanges(new Map());
          setRowErrors(new Map());
          save.reset();
        }}
        message={t('unsaved')}
      />
    </>
  );
}

/** A refused "Create from this location", in plain words when the API said why. */
function CreateProblem({ problem, name }: { problem: unknown; name: string }) {
  const t = useT(platformMessages);
  const { locale } = useLocale();
  const words = problem instanceof ApiProblem ? createProblemWords(problem.code, name, locale) : null;
  if (!words) return <ProblemAlert title={t('notCreated')} problem={problem} />;
  return (
    <Alert color="red" variant="outline" role="alert" title={t('notCreated')}>
      {words}
    </Alert>
  );
}
