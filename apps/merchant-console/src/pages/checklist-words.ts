/**
 * The location checklist's codes in a merchant's words: a short phrase per code (and per
 * method where the code is per method), for the badges of the Locations list, the
 * location's banner and the guided flow. The codes and their `values` are the admin API's
 * (`checks` of `GET /admin/v1.0/locations?include=checks` and of
 * `GET /admin/v1.0/locations/:id/checklist`, apps/fulfilment-api/src/admin/README.md);
 * a code this catalogue does not know shows the API's own English `message`.
 */
import { useCallback } from 'react';
import { defineMessages, useT, type MessageValues } from '../i18n';

/** The phrases, keyed by code, or `CODE.method` for a per-method code. */
export const CHECK_WORDS = defineMessages({
  en: {
    NO_METHOD: 'Pickup and delivery are off',
    NO_PRODUCTS_OFFERED: 'No products offered',
    NO_STOCK: 'No stock',
    CLOSED_EVERY_DAY: 'Closed every day',
    'CLOSED_EVERY_DAY.pickup': 'Pickup closed every day',
    'CLOSED_EVERY_DAY.delivery': 'Delivery closed every day',
    NO_DATE_IN_30_DAYS: 'No date in {days} days',
    'NO_DATE_IN_30_DAYS.pickup': 'No pickup date in {days} days',
    'NO_DATE_IN_30_DAYS.delivery': 'No delivery date in {days} days',
    ZONE_DIFFERS: 'Time zone differs from the address',
    NO_COORDINATES: 'Address not located',
    zoneDiffersDetail:
      'This location runs on {zone} time, but its address is in {address_zone}. Shoppers see dates and times in {zone}. Choose {address_zone} unless that is intended.',
  },
  fr: {
    NO_METHOD: 'Retrait et livraison désactivés',
    NO_PRODUCTS_OFFERED: 'Aucun produit proposé',
    NO_STOCK: 'Aucun stock',
    CLOSED_EVERY_DAY: 'Fermé tous les jours',
    'CLOSED_EVERY_DAY.pickup': 'Retrait fermé tous les jours',
    'CLOSED_EVERY_DAY.delivery': 'Livraison fermée tous les jours',
    NO_DATE_IN_30_DAYS: 'Aucune date sous {days} jours',
    'NO_DATE_IN_30_DAYS.pickup': 'Aucune date de retrait sous {days} jours',
    'NO_DATE_IN_30_DAYS.delivery': 'Aucune date de livraison sous {days} jours',
    ZONE_DIFFERS: "Fuseau horaire différent de l'adresse",
    NO_COORDINATES: 'Adresse non localisée',
    zoneDiffersDetail:
      "Ce point de vente suit l'heure de {zone}, mais son adresse se trouve dans le fuseau {address_zone}. Les clients voient les dates et heures de {zone}. Choisissez {address_zone}, sauf si c'est voulu.",
  },
  de: {
    NO_METHOD: 'Abholung und Lieferung aus',
    NO_PRODUCTS_OFFERED: 'Keine Produkte angeboten',
    NO_STOCK: 'Kein Bestand',
    CLOSED_EVERY_DAY: 'An allen Tagen geschlossen',
    'CLOSED_EVERY_DAY.pickup': 'Abholung an allen Tagen geschlossen',
    'CLOSED_EVERY_DAY.delivery': 'Lieferung an allen Tagen geschlossen',
    NO_DATE_IN_30_DAYS: 'Kein Termin in {days} Tagen',
    'NO_DATE_IN_30_DAYS.pickup': 'Kein Abholtermin in {days} Tagen',
    'NO_DATE_IN_30_DAYS.delivery': 'Kein Liefertermin in {days} Tagen',
    ZONE_DIFFERS: 'Zeitzone weicht von der Adresse ab',
    NO_COORDINATES: 'Adresse nicht verortet',
    zoneDiffersDetail:
      'Dieser Standort läuft nach der Zeit von {zone}, seine Adresse liegt aber in {address_zone}. Kunden sehen Daten und Uhrzeiten in {zone}. Wählen Sie {address_zone}, außer das ist so gewollt.',
  },
});

/** A key of {@link CHECK_WORDS}. */
export type CheckWord = keyof (typeof CHECK_WORDS)['en'];

/** What a phrase needs of a check (the API's `{code, method, severity, message, values}`). */
export interface CheckOfApi {
  code: string;
  method?: string | null;
  message: string;
  values?: Record<string, string | number> | null;
}

/** The catalogue key of a check: `CODE.method` when the catalogue has one, else `CODE`, else null (unknown code). */
export function checkWordKey(code: string, method?: string | null): CheckWord | null {
  const keys = Object.keys(CHECK_WORDS.en);
  if (method && keys.includes(`${code}.${method}`)) return `${code}.${method}` as CheckWord;
  return keys.includes(code) ? (code as CheckWord) : null;
}

/**
 * A hook: `phrase(check)` is the check's short phrase in the chosen language, its
 * `values` filled in (`{days: 30}`); an unknown code gives the API's `message`.
 */
export function useCheckPhrase(): (check: CheckOfApi) => string {
  const t = useT(CHECK_WORDS);
  return useCallback(
    (check: CheckOfApi) => {
      const key = checkWordKey(check.code, check.method);
      return key ? t(key, { days: 30, ...((check.values ?? {}) as MessageValues) }) : check.message;
    },
    [t],
  );
}
