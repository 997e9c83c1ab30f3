import { Badge, Button, NativeSelect, Table } from '@mantine/core';
import type { AdminPlatformLocation as PlatformLocation } from '@fulfil/api-client';
import { useT } from '../i18n';
import { addressLine, platformMessages } from './platform-words';

interface RowProps {
  platform: PlatformLocation;
  /** "Not mapped" (value `''`) and each of our locations (value its id). */
  options: { value: string; label: string }[];
  /** Our location chosen for it (saved or not yet), or null. */
  chosen: number | null;
  /** Why the last save refused this row, in plain words. */
  error?: string;
  onChoose(value: string): void;
  onCreate(): void;
  /** A location is being created from this row / from any row. */
  creating: boolean;
  busy: boolean;
}

/** One Shopify location of the mapping table: name, address, the choice of our location, and "Create from this location" while unmapped. */
export function PlatformLocationRow({ platform: p, options, chosen, error, onChoose, onCreate, creating, busy }: RowProps) {
  const t = useT(platformMessages);
  return (
    <Table.Tr data-platform-location={p.platform_location_id}>
      <Table.Td>
        {p.name}
        {!p.active && (
          <Badge ml="xs" color="gray.8" variant="outline">
            {t('inactive')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{addressLine(p.address)}</Table.Td>
      <Table.Td miw={200}>
        <NativeSelect
          aria-label={t('ourLocationFor', { name: p.name })}
          data={options}
          value={String(chosen ?? '')}
          onChange={(e) => onChoose(e.currentTarget.value)}
          error={error}
        />
      </Table.Td>
      <Table.Td>
        {p.location_id === null && chosen === null && (
          <Button size="xs" variant="outline" onClick={onCreate} loading={creating} disabled={busy} aria-label={t('createFromNamed', { name: p.name })}>
            {t('createFrom')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
