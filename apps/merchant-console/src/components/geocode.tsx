import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FulfilmentComponents } from '@fulfil/api-client';
import { admin, ApiProblem } from '../api';
import { defineMessages, useT } from '../i18n';

/** The answer of `GET /admin/v1.0/geocode` (`timezone`: the IANA zone at the coordinates, or null). */
type Geocoded = FulfilmentComponents['schemas']['AdminGeocode'];

const messages = defineMessages({
  en: {
    lookUp: 'Look up coordinates',
    typeCode: 'Type a postal code to look up its coordinates.',
    found: 'Found {place}.',
    zone: 'Time zone: {zone} (from the address)',
    differs: 'The address is in the {zone} time zone, but this location is set to {chosen}. Shoppers see dates and times in {chosen}.',
    theShops: "the shop's time zone",
  },
  fr: {
    lookUp: 'Trouver les coordonnées',
    typeCode: 'Saisissez un code postal pour trouver ses coordonnées.',
    found: 'Trouvé : {place}.',
    zone: "Fuseau horaire : {zone} (d'après l'adresse)",
    differs: "L'adresse se trouve dans le fuseau {zone}, mais ce point de vente est réglé sur {chosen}. Les clients voient les dates et heures de {chosen}.",
    theShops: 'le fuseau horaire de la boutique',
  },
  de: {
    lookUp: 'Koordinaten suchen',
    typeCode: 'Geben Sie eine Postleitzahl ein, um ihre Koordinaten zu suchen.',
    found: 'Gefunden: {place}.',
    zone: 'Zeitzone: {zone} (aus der Adresse)',
    differs: 'Die Adresse liegt in der Zeitzone {zone}, dieser Standort ist aber auf {chosen} eingestellt. Kunden sehen Daten und Uhrzeiten in {chosen}.',
    theShops: 'die Zeitzone des Shops',
  },
});

/**
 * Fills `latitude`, `longitude` and `timezone` from the form's `postal_code` with the
 * project's own offline geocoder (`GET /admin/v1.0/geocode`, the shop's postal codes
 * first; no map service is involved), and says which zone the address is in. The zone
 * stays editable: when the form's `timezone` then differs from the address's, a warning
 * says so (issue 31, row 4).
 */
export function GeocodeButton() {
  const t = useT(messages);
  const { getValues, setValue, setError, clearErrors, watch } = useFormContext();
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ place: string; zone: string | null } | null>(null);
  const chosen = (watch('timezone') as string | null | undefined) || null;
  const lookUp = async () => {
    const code = String(getValues('postal_code') ?? '').trim();
    setFound(null);
    if (!code) return setError('postal_code', { message: t('typeCode') });
    setBusy(true);
    try {
      const g = await admin.get<Geocoded>(`/geocode?q=${encodeURIComponent(code)}`);
      setValue('latitude', g.latitude, { shouldDirty: true });
      setValue('longitude', g.longitude, { shouldDirty: true });
      if (g.timezone) setValue('timezone', g.timezone, { shouldDirty: true });
      clearErrors(['postal_code', 'latitude', 'longitude', 'timezone']);
      setFound({ place: [g.postal_code, g.place_name, g.region, g.country_code].filter(Boolean).join(', '), zone: g.timezone });
    } catch (e) {
      setError('postal_code', { message: e instanceof ApiProblem ? e.detail : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={lookUp} loading={busy}>
        {t('lookUp')}
      </Button>
      {found && (
        <Text size="sm" role="status">
          {t('found', { place: found.place })} {found.zone && t('zone', { zone: found.zone })}
        </Text>
      )}
      {found?.zone && chosen !== found.zone && (
        <Alert color="yellow" variant="outline" w="100%" data-testid="zone-differs">
          {t('differs', { zone: found.zone, chosen: chosen ?? t('theShops') })}
        </Alert>
      )}
    </>
  );
}
