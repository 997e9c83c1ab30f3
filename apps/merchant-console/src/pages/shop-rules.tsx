import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import type { CheckoutMethod as Method } from '@fulfil/api-client';
import { METHODS } from '../weekdays';
import { ActivationForm, PreparationForm } from './rule-forms';

/** Shop-wide preparation times (general and per product) and conditional activation, per method. */
export function ShopRulesPage() {
  const [method, setMethod] = useState<Method>('pickup');
  return (
    <Stack gap="xl">
      <SegmentedControl value={method} onChange={(m) => setMethod(m as Method)} data={[...METHODS]} aria-label="Checkout method" w="fit-content" />
      <PreparationForm key={`p-${method}`} path={`/preparation-times/${method}`} title={`Shop-wide ${method} preparation`} />
      <ActivationForm key={`a-${method}`} path={`/conditional-activation/${method}`} title={`Shop-wide ${method} activation`} />
    </Stack>
  );
}
