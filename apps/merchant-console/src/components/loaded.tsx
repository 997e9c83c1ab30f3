/**
 * A query's loading and error states (a 404 in plain words), or its data: light (no form
 * code), so the first page after sign-in can use it too (README.md, "Size").
 */
import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiProblem } from '../api';
import { defineMessages, useT } from '../i18n';
import { ProblemAlert } from '../problems';

const messages = defineMessages({
  en: {
    loading: 'Loading',
    notFound: 'Not found in this shop',
    notFoundDetail: 'It does not exist, or it belongs to another shop, which this token cannot see.',
    couldNotLoad: 'Could not load',
  },
  fr: {
    loading: 'Chargement',
    notFound: 'Introuvable dans cette boutique',
    notFoundDetail: 'Cet élément n’existe pas, ou il appartient à une autre boutique, que ce jeton ne peut pas voir.',
    couldNotLoad: 'Chargement impossible',
  },
  de: {
    loading: 'Wird geladen',
    notFound: 'In diesem Shop nicht gefunden',
    notFoundDetail: 'Es existiert nicht oder gehört zu einem anderen Shop, den dieses Token nicht sehen kann.',
    couldNotLoad: 'Konnte nicht geladen werden',
  },
});

/** Loading and error states of a query, or its data. */
export function Loaded<T>({ query, children }: { query: { data?: T; error: unknown; isPending: boolean }; children: (data: T) => ReactNode }) {
  const t = useT(messages);
  if (query.isPending) return <Loader aria-label={t('loading')} />;
  if (query.error) return <NotFoundOr problem={query.error} />;
  return <>{children(query.data as T)}</>;
}

/** A 404 as a plain message (another shop's location is 404 too), anything else as the problem. */
function NotFoundOr({ problem }: { problem: unknown }) {
  const t = useT(messages);
  if (problem instanceof ApiProblem && problem.status === 404)
    return <ProblemAlert title={t('notFound')} problem={new ApiProblem(404, problem.code, `${problem.detail} ${t('notFoundDetail')}`)} />;
  return <ProblemAlert title={t('couldNotLoad')} problem={problem} />;
}
