/**
 * Form plumbing shared by every page: react-hook-form fields rendered with Mantine inputs,
 * named exactly as the admin API's body fields, so that each `errors[]` entry of a
 * problem response lands on the field it names (`slots[0].limit` -> field `slots.0.limit`).
 * The console states no validation rule of its own: the API validates every write with
 * the store file's JSON Schema and checks (one definition, libs/store-settings), and its
 * answer is shown here.
 */
import { Alert, Checkbox, List, NativeSelect, NumberInput, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext, type FieldError as RhfFieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ApiProblem } from './api';

/** API field path -> react-hook-form name: `slots[0].limit` -> `slots.0.limit`; `prefix` is stripped first. */
export function formFieldName(field: string, prefix = ''): string {
  const relative = prefix && field.startsWith(prefix) ? field.slice(prefix.length).replace(/^\./, '') : field;
  return relative.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Puts each `errors[]` entry of an API problem on the form field it names (and keeps
 * the problem for {@link ProblemAlert}, which lists them all).
 */
export function applyProblem<T extends FieldValues>(problem: unknown, form: UseFormReturn<T>, prefix = ''): void {
  if (!(problem instanceof ApiProblem)) return;
  for (const e of problem.errors) form.setError(formFieldName(e.field, prefix) as never, { type: e.rule ?? 'server', message: e.message });
}

/** The message of a field's error, or of the errors nested below it (a list field's items). */
export function errorText(error: RhfFieldError | Record<string, unknown> | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof (error as RhfFieldError).message === 'string') return (error as RhfFieldError).message;
  const nested = Object.values(error)
    .map((e) => (e && typeof e === 'object' ? errorText(e as RhfFieldError) : undefined))
    .filter(Boolean);
  return nested.length ? nested.join('; ') : undefined;
}

/** The API's answer to a failed save: its detail and every field it named. */
export function ProblemAlert({ problem, title = 'Not saved' }: { problem: unknown; title?: string }) {
  if (!problem) return null;
  const p = problem instanceof ApiProblem ? problem : new ApiProblem(0, 'ERROR', String((problem as Error)?.message ?? problem));
  return (
    <Alert color="red" variant="outline" title={title} role="alert">
      {p.detail}
      {p.errors.length > 0 && (
        <List size="sm" mt="xs">
          {p.errors.map((e) => (
            <List.Item key={e.field + e.message}>
              <code>{e.field}</code>: {e.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

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
          description={description ?? 'Press Enter or type a comma after each entry.'}
          splitChars={[',', ' ']}
          clearable
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
