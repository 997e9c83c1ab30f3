/**
 * The page's forms. Every {@link BlockForm} of a page (one admin API
 * block each) registers with the page's {@link SavePage}, which shows ONE save bar
 * (Shopify's contextual save bar, components/save-bar.tsx) while any of them holds
 * changes: Save sends every changed block in page order and stops at the first the API
 * refuses (its errors on its fields, focus on the first); "Saved" then offers Undo for
 * about 10 s, which sends each block back as it was before. Leaving the page (a console
 * link, a tab of the location, Back) asks first while changes are unsaved.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { admin } from '../api';
import { applyProblem, issueElement, labelOf, ProblemAlert, type FieldIssue } from '../problems';
import { Loaded } from './loaded';
import { SaveContext, SavePage, type Block, type SaveRegistry } from './save-page';

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
  /** Unused since the page has one save bar (kept so existing callers compile). */
  saveLabel?: string;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/**
 * One block of the admin API as a form: GET fills it; the page's save bar ({@link SavePage})
 * sends it (PUT or PATCH) with the page's other changed blocks and shows the API's answer,
 * each field error on its field in plain words (forms.tsx). Nothing is validated here
 * beyond what the API answers. Outside a {@link SavePage} it brings its own.
 */
export function BlockForm<T extends FieldValues>(props: BlockFormProps<T>) {
  const page = useContext(SaveContext);
  if (!page)
    return (
      <SavePage>
        <BlockForm {...props} />
      </SavePage>
    );
  return <BlockFormLoader {...props} />;
}

function BlockFormLoader<T extends FieldValues>({ path, method = 'put', toForm = (d) => d, toBody = (v) => v, errorPrefix, children }: BlockFormProps<T>) {
  const query = useQuery({ queryKey: [path], queryFn: () => admin.get<T>(path) });
  // toForm is a pure mapping fixed per page: recomputed only when the answer changes.
  const data = useMemo(() => (query.data === undefined ? undefined : toForm(query.data)), [query.data]);
  return <Loaded query={{ ...query, data }}>{(values) => <BlockFormInner data={values} {...{ path, method, toBody, errorPrefix, children }} />}</Loaded>;
}

function BlockFormInner<T extends FieldValues>({
  data,
  path,
  method,
  toBody,
  errorPrefix,
  children,
}: Omit<BlockFormProps<T>, 'toForm' | 'saveLabel'> & { data: T; method: 'put' | 'patch'; toBody: (values: T) => unknown }) {
  const queryClient = useQueryClient();
  const page = useContext(SaveContext) as SaveRegistry;
  const id = useId();
  const form = useForm<T>({ defaultValues: data as never });
  const element = useRef<HTMLFormElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<{ error: unknown; issues: FieldIssue[] } | null>(null);

  useEffect(() => {
    form.reset(data as never);
  }, [data, form]);
  // Changed = saving would send another body than the one loaded (not react-hook-form's
  // isDirty, which also counts fields mounted later without a loaded value, e.g. under
  // "More settings", and empty inputs the body leaves out).
  const bodyOf = useRef(toBody);
  bodyOf.current = toBody;
  const loaded = useMemo(() => stableJson(bodyOf.current(data)), [data]);
  useEffect(() => {
    const check = () => page.setDirty(id, stableJson(bodyOf.current(form.getValues())) !== loaded);
    check();
    const subscription = form.watch(check);
    return () => subscription.unsubscribe();
  }, [form, loaded, page, id]);

  /**
   * After the errors are shown: names each issue by the label of the input that shows it
   * (also inputs found only by their error's text), then moves focus to `issue`'s input, or
   * to the first input marked invalid, else to the banner.
   */
  const focusProblem = (issue?: FieldIssue) => {
    window.setTimeout(() => {
      const root = element.current;
      if (!issue)
        setProblem((p) => {
          if (!p || p.issues.every((i) => i.label)) return p;
          return { ...p, issues: p.issues.map((i) => (i.label ? i : { ...i, label: labelOf(issueElement(root, i)) })) };
        });
      const target = (issue ? issueElement(root, issue) : null) ?? root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? banner.current;
      target?.focus();
    }, 0);
  };

  // The latest save and discard (they read this render's values), registered once.
  const actions = useRef<Block>(null as never);
  actions.current = {
    element: () => element.current,
    discard: () => {
      setProblem(null);
      form.reset(data as never);
    },
    save: async () => {
      setProblem(null);
      form.clearErrors();
      const before = toBody(data);
      try {
        const answer = await admin[method]<T>(path, toBody(form.getValues()));
        queryClient.setQueryData([path], answer);
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== path });
        return { path, method, body: before };
      } catch (e) {
        const issues = applyProblem(e, form, errorPrefix, element.current);
        setProblem({ error: e, issues });
        focusProblem();
        return null;
      }
    },
  };
  useEffect(
    () =>
      page.register(id, {
        element: () => actions.current.element(),
        save: () => actions.current.save(),
        discard: () => actions.current.discard(),
      }),
    [page, id],
  );

  return (
    <FormProvider {...form}>
      <form
        ref={element}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void page.saveAll();
        }}
      >
        {children(form)}
        {problem && <ProblemAlert ref={banner} problem={problem.error} issues={problem.issues} onIssue={(issue) => focusProblem(issue)} />}
        {/* Enter in a text field saves the page (the visible Save is in the save bar). */}
        <button type="submit" hidden />
      </form>
    </FormProvider>
  );
}

/** JSON with object keys sorted (and `undefined` members left out), to compare two bodies. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}
