import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { admin, ApiProblem } from '../api';

interface Geocoded {
  latitude: number;
  longitude: number;
  postal_code: string | null;
  place_name: string | null;
  region: string | null;
  country_code: string | null;
}

/**
 * Fills `latitude` and `longitude` from the form's `postal_code` (and `country`) with the
 * project's own offline geocoder (`GET /admin/v1.0/geocode`, the shop's postal codes
 * first); no map service is involved.
 */
export function GeocodeButton() {
  const { getValues, setValue, setError, clearErrors } = useFormContext();
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const lookUp = async () => {
    const code = String(getValues('postal_code') ?? '').trim();
    setFound(null);
    if (!code) return setError('postal_code', { message: 'Type a postal code to look up its coordinates.' });
    setBusy(true);
    try {
      const g = await admin.get<Geocoded>(`/geocode?q=${encodeURIComponent(code)}`);
      setValue('latitude', g.latitude, { shouldDirty: true });
      setValue('longitude', g.longitude, { shouldDirty: true });
      clearErrors(['postal_code', 'latitude', 'longitude']);
      setFound(`Found ${[g.postal_code, g.place_name, g.region, g.country_code].filter(Boolean).join(', ')}.`);
    } catch (e) {
      setError('postal_code', { message: e instanceof ApiProblem ? e.detail : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={lookUp} loading={busy}>
        Look up coordinates
      </Button>
      {found && (
        <Text size="sm" role="status">
          {found}
        </Text>
      )}
    </>
  );
}
