/**
 * A location's checklist as a banner (`GET /admin/v1.0/locations/:id/checklist`,
 * apps/fulfilment-api/src/admin/README.md): "Ready: shoppers can choose this location", or
 * each problem in the merchant's words (pages/checklist-words.ts) as a link to the tab
 * that fixes it. Shown at the top of a location (pages/location.tsx), where the guided
 * flow lands after creating one.
 */
import { Alert, Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FulfilmentComponents } from '@fulfil/api-client';
import { admin } from '../../api';
import { defineMessages, useT } from '../../i18n';
import { Link } from '../../router';
import { useCheckPhrase } from '../checklist-words';

type Checklist = FulfilmentComponents['schemas']['AdminLocationChecklist'];

const messages = defineMessages({
  en: {
    ready: 'Ready: shoppers can choose this location',
    problems: 'Shoppers may not see this location',
    warnings: 'Worth a look',
  },
  fr: {
    ready: 'Prêt : les clients peuvent choisir cet emplacement',
    problems: 'Les clients risquent de ne pas voir cet emplacement',
    warnings: 'À vérifier',
  },
  de: {
    ready: 'Bereit: Kunden können diesen Standort wählen',
    problems: 'Kunden sehen diesen Standort möglicherweise nicht',
    warnings: 'Bitte prüfen',
  },
});

/** The tab of a location that fixes a check's code (`/locations/:id/<tab>`; '' = Details). */
function tabOf(code: string, method: string | null | undefined): string {
  switch (code) {
    case 'NO_PRODUCTS_OFFERED':
    case 'NO_STOCK':
      return '/products';
    case 'CLOSED_EVERY_DAY':
    case 'NO_DATE_IN_30_DAYS':
      return method === 'delivery' ? '/delivery' : '/pickup';
    default:
      return '';
  }
}

/** The banner of location `id`'s checklist (nothing while loading or when the checklist cannot be read). */
export function ChecklistBanner({ id }: { id: number }) {
  const t = useT(messages);
  const phrase = useCheckPhrase();
  const query = useQuery({ queryKey: [`/locations/${id}/checklist`], queryFn: () => admin.get<Checklist>(`/locations/${id}/checklist`) });
  if (!query.data) return null;
  const checks = query.data.checks;
  // The sentence is the banner's body text (the theme's text colour), not Mantine's coloured title, and the
  // problems' banner is outlined on white: its links keep AA contrast (a tinted background took them below 4.5:1).
  if (checks.length === 0)
    return (
      <Alert color="green" variant="light" data-testid="checklist">
        <Text fw={700}>{t('ready')}</Text>
      </Alert>
    );
  const critical = checks.some((c) => c.severity === 'critical');
  return (
    <Alert color={critical ? 'red' : 'yellow'} variant="outline" data-testid="checklist">
      <Text fw={700}>{critical ? t('problems') : t('warnings')}</Text>
      <List size="sm">
        {checks.map((c) => (
          <List.Item key={`${c.code}.${c.method ?? ''}`}>
            <Anchor component={Link} to={`/locations/${id}${tabOf(c.code, c.method)}`} size="sm">
              {phrase(c)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
