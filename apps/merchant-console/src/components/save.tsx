import { Button, Group, Loader, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { admin, ApiProblem } from '../api';
import { applyProblem, ProblemAlert } from '../forms';

/** Loading and error states of a query, or its data. */
export function Loaded<T>({ query, children }: { query: { data?: T; error: unknown; isPending: boolean }; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loader aria-label="Loading" />;
  if (query.error) return <NotFoundOr problem={query.error} />;
  return <>{children(query.data as T)}</>;
}

/** A 404 as a plain message (another shop's location is 404 too), anything else as the problem. */
export function NotFoundOr({ problem }: { problem: unknown }) {
  if (problem instanceof ApiProblem && problem.status === 404)
    return (
      <ProblemAlert
        title="Not found in this shop"
        problem={new ApiProblem(404, problem.code, `${problem.detail} It does not exist, or it belongs to another shop, which this token cannot see.`)}
      />
    );
  return <ProblemAlert title="Could not load" problem={problem} />;
}

interface BlockFormProps<T extends FieldValues> {
  /** Admin API path of the block (`/locations/3/pickup-settings`). */
  path: string;
  /** PUT (replace the block) or PATCH. */
  method?: 'put' | 'patch';
  /** The form's values from the GET answer. */
  toForm?: (data: T) => T;
  /** The body to send from the form's values. */
  toBody?: (values: T) => unknown;
  /** Prefix of API field names to strip for the form's names. */
  errorPrefix?: string;
  saveLabel?: string;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/**
 * One block of the admin API as a form: GET fills it, Save sends it (PUT or PATCH) and
 * shows the API's answer, each field error on its field. Nothing is validated here
 * beyond what the API answers.
 */
export function BlockForm<T extends FieldValues>({
  path,
  method = 'put',
  toForm = (d) => d,
  toBody = (v) => v,
  errorPrefix,
  saveLabel = 'Save',
  children,
}: BlockFormProps<T>) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: [path], queryFn: () => admin.get<T>(path) });
  // toForm is a pure mapping fixed per page: recomputed only when the answer changes.
  const data = useMemo(() => (query.data === undefined ? undefined : toForm(query.data)), [query.data]);
  return (
    <Loaded query={{ ...query, data }}>
      {(values) => <BlockFormInner data={values} {...{ path, method, toBody, errorPrefix, saveLabel, children, queryClient }} />}
    </Loaded>
  );
}

function BlockFormInner<T extends FieldValues>({
  data,
  path,
  method,
  toBody,
  errorPrefix,
  saveLabel,
  children,
  queryClient,
}: Omit<BlockFormProps<T>, 'toForm'> & { data: T; queryClient: ReturnType<typeof useQueryClient> }) {
  const form = useForm<T>({ defaultValues: data as never });
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: (values: T) => admin[method ?? 'put']<T>(path, toBody ? toBody(values) : values),
    onSuccess: (answer) => {
      queryClient.setQueryData([path], answer);
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== path });
      setSaved(true);
    },
    onError: (e) => applyProblem(e, form, errorPrefix),
  });
  useEffect(() => {
    form.reset(data as never);
  }, [data, form]);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setSaved(false);
          mutation.mutate(values);
        })}
      >
        {children(form)}
        <Group mt="md">
          <Button type="submit" loading={mutation.isPending}>
            {saveLabel}
          </Button>
          {saved && !mutation.isError && (
            <Text role="status" c="green.9">
              Saved.
            </Text>
          )}
        </Group>
        {mutation.isError && <ProblemAlert problem={mutation.error} />}
      </form>
    </FormProvider>
  );
}
