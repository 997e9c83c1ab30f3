/**
 * Loading states and the page's forms. Every {@link BlockForm} of a page (one admin API
 * block each) registers with the page's {@link SavePage}, which shows ONE save bar
 * (Shopify's contextual save bar, components/save-bar.tsx) while any of them holds
 * changes: Save sends every changed block in page order and stops at the first the API
 * refuses (its errors on its fields, focus on the first); "Saved" then offers Undo for
 * about 10 s, which sends each block back as it was before. Leaving the page (a console
 * link, a tab of the location, Back) asks first while changes are unsaved.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { admin } from '../api';
import { defineMessages, useT } from '../i18n';
import { ProblemAlert } from '../problems';
import { SaveBar } from './save-bar';

const messages = defineMessages({
  en: {
    saved: 'Saved.',
    undo: 'Undo',
    undone: 'Changes undone.',
    undoFailed: 'The changes could not be undone',
  },
  fr: {
    saved: 'Enregistré.',
    undo: 'Annuler',
    undone: 'Modifications annulées.',
    undoFailed: 'Les modifications n’ont pas pu être annulées',
  },
  de: {
    saved: 'Gespeichert.',
    undo: 'Rückgängig',
    undone: 'Änderungen rückgängig gemacht.',
    undoFailed: 'Die Änderungen konnten nicht rückgängig gemacht werden',
  },
});

/** How long "Saved" and its Undo stay, in milliseconds. */
const UNDO_MS = 10_000;

/** What Undo sends to put a saved block back: the body the block had before the save. */
export interface UndoStep {
  path: string;
  method: 'put' | 'patch';
  body: unknown;
}

/** A block of the page, as its {@link BlockForm} registers it. */
export interface Block {
  /** The form element (page order). */
  element(): HTMLElement | null;
  /** Sends the block; the undo step on success, null when refused (errors shown, focus moved). */
  save(): Promise<UndoStep | null>;
  /** Back to the values last loaded or saved. */
  discard(): void;
}

export interface SaveRegistry {
  register(id: string, block: Block): () => void;
  setDirty(id: string, dirty: boolean): void;
  saveAll(): Promise<boolean>;
}

export const SaveContext = createContext<SaveRegistry | null>(null);

/**
 * The page's save bar and the blocks registered with it (src/app.tsx wraps every page in
 * one). While any block holds changes: the bar ("Unsaved changes", Discard, Save) and the
 * leave question; after a save, "Saved." with Undo (role=status) for {@link UNDO_MS}.
 */
export function SavePage({ children }: { children: ReactNode }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const blocks = useRef(new Map<string, Block>());
  const [dirty, setDirtySet] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<{ steps: UndoStep[]; at: number } | null>(null);
  const [status, setStatus] = useState<'saved' | 'undone' | null>(null);
  const [undoProblem, setUndoProblem] = useState<unknown>(null);
  const undoButton = useRef<HTMLButtonElement>(null);

  // The confirmation stays while the merchant's focus or pointer is on it (WCAG 2.2.1: no
  // time limit while reading or reaching Undo), then {@link UNDO_MS} more.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!status || held) return;
    const timer = window.setTimeout(() => {
      setStatus(null);
      setDone(null);
    }, UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [status, done, held]);

  const register = useCallback((id: string, block: Block) => {
    blocks.current.set(id, block);
    return () => {
      blocks.current.delete(id);
      setDirtySet((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : s));
    };
  }, []);
  const setDirty = useCallback((id: string, isDirty: boolean) => {
    setDirtySet((s) => (s.has(id) === isDirty ? s : isDirty ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))));
  }, []);

  /** The changed blocks in page order. */
  const changed = useCallback(() => {
    const list = [...dirty].map((id) => blocks.current.get(id)).filter((b): b is Block => !!b);
    return list.sort((a, b) => {
      const ea = a.element();
      const eb = b.element();
      return ea && eb && ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_PRECEDING ? 1 : -1;
    });
  }, [dirty]);

  const saveAll = useCallback(async () => {
    const list = changed();
    if (!list.length) return true;
    setSaving(true);
    setStatus(null);
    setUndoProblem(null);
    const steps: UndoStep[] = [];
    let ok = true;
    try {
      for (const block of list) {
        const step = await block.save();
        if (!step) {
          ok = false;
          break;
        }
        steps.push(step);
      }
    } finally {
      setSaving(false);
    }
    if (ok && steps.length) {
      setDone({ steps, at: Date.now() });
      setStatus('saved');
      // The bar goes away with its Save button: focus moves to Undo next to "Saved.".
      window.setTimeout(() => undoButton.current?.focus(), 0);
    }
    return ok;
  }, [changed]);

  const discardAll = () => {
    for (const block of changed()) block.discard();
  };

  const undo = async () => {
    if (!done) return;
    setUndoProblem(null);
    try {
      for (const step of [...done.steps].reverse()) {
        const answer = await admin[step.method]<unknown>(step.path, step.body);
        queryClient.setQueryData([step.path], answer);
      }
      const paths = new Set(done.steps.map((s) => s.path));
      await queryClient.invalidateQueries({ predicate: (q) => !paths.has(q.queryKey[0] as string) });
      setDone(null);
      setStatus('undone');
    } catch (e) {
      setUndoProblem(e);
    }
  };

  const registry = useMemo(() => ({ register, setDirty, saveAll }), [register, setDirty, saveAll]);
  return (
    <SaveContext.Provider value={registry}>
      {children}
      <SaveBar dirty={dirty.size > 0} saving={saving} onSave={() => void saveAll()} onDiscard={discardAll} />
      <div role="status" aria-live="polite" data-testid="save-status">
        {status && (
          <Paper
            withBorder
            p="xs"
            mt="md"
            pos="sticky"
            bottom={0}
            style={{ zIndex: 5 }}
            onFocus={() => setHeld(true)}
            onBlur={() => setHeld(false)}
            onMouseEnter={() => setHeld(true)}
            onMouseLeave={() => setHeld(false)}
          >
            <Group justify="space-between" gap="sm">
              <Text fw={600}>{status === 'saved' ? t('saved') : t('undone')}</Text>
              {status === 'saved' && done && (
                <Button ref={undoButton} variant="default" size="sm" onClick={() => void undo()}>
                  {t('undo')}
                </Button>
              )}
            </Group>
          </Paper>
        )}
      </div>
      {undoProblem !== null && <ProblemAlert title={t('undoFailed')} problem={undoProblem} />}
    </SaveContext.Provider>
  );
}
