/**
 * Form plumbing shared by every page: react-hook-form fields rendered with Mantine inputs,
 * named exactly as the admin API's body fields, so that each `errors[]` entry of a
 * problem response lands on the field it names (`slots[0].limit` -> field `slots.0.limit`).
 * The console states no validation rule of its own: the API validates every write with
 * the store file's JSON Schema and checks (one definition, libs/store-settings), and its
 * answer is shown here.
 */
import { Checkbox, NativeSelect, NumberInput, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { defineMessages, useT } from './i18n';
import { errorText } from './problems';

// The problem helpers live in problems.tsx (no field components: the shell loads them at start); named here too for the pages.
export { errorText, plainMessage, ProblemAlert } from './problems';

const messages = defineMessages({
  en: { listHint: 'Press Enter or type a comma after each entry.' },
  fr: { listHint: 'Appuyez sur Entrée ou tapez une virgule après chaque entrée.' },
  de: { listHint: 'Drücken Sie nach jedem Eintrag die Eingabetaste oder geben Sie ein Komma ein.' },
});

/** `label`, or only `aria-label` when the label is not shown. */
function labelProps(label: string, hide?: boolean): { label?: string; 'aria-label'?: string } {
  return hide ? { 'aria-label': label } : { label };
}

interface FieldProps {
  name: string;
  /** The accessible name; shown above the input unless `hideLabel` (table cells, whose column header shows it). */
  label: string;
  hideLabel?: boolean;
  description?: string;
  placeholder?: string;
}

export function TextField({ name, label, hideLabel, description, placeholder, multiline }: FieldProps & { multiline?: boolean }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const props = {
          ...field,
          value: (field.value as string | null) ?? '',
          ...labelProps(label, hideLabel),
          description,
          placeholder,
          error: errorText(fieldState.error),
          'data-field': name,
        };
        return multiline ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
      }}
    />
  );
}

/** A number; empty is sent as null. No min/max here: the API's limits decide. */
export function NumberField({ name, label, hideLabel, description, placeholder }: FieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NumberInput
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={(field.value as number | null) ?? ''}
          onChange={(v) => field.onChange(v === '' ? null : typeof v === 'string' ? Number(v) : v)}
          {...labelProps(label, hideLabel)}
          description={description}
          placeholder={placeholder}
          error={errorText(fieldState.error)}
          data-field={name}
        />
      )}
    />
  );
}

export function SelectField({
  name,
  label,
  hideLabel,
  description,
  options,
}: FieldProps & { options: readonly (string | { value: string; label: string })[] }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NativeSelect
          {...field}
          value={(field.value as string | null) ?? ''}
          {...labelProps(label, hideLabel)}
          description={description}
          data={options as (string | { value: string; label: string })[]}
          error={errorText(fieldState.error)}
          data-field={name}
        />
      )}
    />
  );
}

export function SwitchField({ name, label, description }: FieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Switch
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          checked={!!field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          label={label}
          description={description}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}

export function CheckboxField({ name, label, hideLabel }: FieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Checkbox
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          checked={!!field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          {...labelProps(label, hideLabel)}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}

/** A list of strings (postal codes, tags, origins): type, then Enter or comma. */
export function ListField({ name, label, description }: FieldProps) {
  const { control } = useFormContext();
  const t = useT(messages);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TagsInput
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={(field.value as string[] | null) ?? []}
          onChange={field.onChange}
          label={label}
          description={description ?? t('listHint')}
          splitChars={[',', ' ']}
          clearable
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
