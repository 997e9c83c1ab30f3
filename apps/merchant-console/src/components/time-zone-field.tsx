import { Autocomplete } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { errorText } from '../forms';

/** The time zones this browser knows (IANA names, `Intl.supportedValuesOf('timeZone')`), sorted. */
export const TIME_ZONES: readonly string[] = ((Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [])
  .slice()
  .sort();

/**
 * A time zone field (`timezone` of the shop or of a location): type part of a zone's name
 * ("york", "paris") and pick it from the list of the browser's zones. Free text is kept
 * as typed: the API decides whether a zone exists (docs/api-decisions.md, "Merchant
 * configuration"), so an unknown one gets its error on this field. Empty is sent as
 * `null` by the page's body when `null` means "the shop's".
 */
export function TimeZoneField({ name, label, description, placeholder }: { name: string; label: string; description?: string; placeholder?: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          label={label}
          description={description}
          placeholder={placeholder}
          data={TIME_ZONES as string[]}
          limit={30}
          maxDropdownHeight={240}
          filter={({ options, search }) => {
            const words = search
              .toLowerCase()
              .replace(/[\s_/]+/g, ' ')
              .trim();
            if (!words) return options;
            return options.filter((o) => 'value' in o && o.value.toLowerCase().replace(/[_/]+/g, ' ').includes(words));
          }}
          error={errorText(fieldState.error)}
          data-field={name}
          comboboxProps={{ withinPortal: false }}
        />
      )}
    />
  );
}
