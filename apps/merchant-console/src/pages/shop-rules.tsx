import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import type { CheckoutMethod as Method } from '@fulfil/api-client';
import { defineMessages, useT } from '../i18n';
import { METHOD_WORDS, METHODS } from '../weekdays';
import { ActivationForm, PreparationForm } from './rule-forms';

const messages = defineMessages({
  en: { method: 'Checkout method' },
  fr: { method: 'Mode de livraison' },
  de: { method: 'Versandart' },
});

/** Shop-wide preparation times (general and per product) and cart conditions, per method (Pickup, Local delivery, Shipping). */
export function ShopRulesPage() {
  const t = useT(messages);
  const methods = useT(METHOD_WORDS);
  const [method, setMethod] = useState<Method>('pickup');
  return (
    <Stack gap="xl">
      <SegmentedControl
        value={method}
        onChange={(m) => setMethod(m as Method)}
        data={METHODS.map((m) => ({ value: m, label: methods(m) }))}
        aria-label={t('method')}
        w="fit-content"
      />
      <PreparationForm key={`p-${method}`} path={`/preparation-times/${method}`} />
      <ActivationForm key={`a-${method}`} path={`/conditional-activation/${method}`} />
    </Stack>
  );
}
