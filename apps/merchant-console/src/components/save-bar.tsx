import { Button, Group, Paper, Text } from '@mantine/core';
import { defineMessages, useT } from '../i18n';
import { useLeaveGuard } from '../router';

const messages = defineMessages({
  en: {
    unsaved: 'Unsaved changes',
    leave: 'You have unsaved changes on this page. Leave it and lose them?',
    discard: 'Discard',
    save: 'Save',
  },
  fr: {
    unsaved: 'Modifications non enregistrées',
    leave: 'Cette page contient des modifications non enregistrées. La quitter et les perdre ?',
    discard: 'Ignorer',
    save: 'Enregistrer',
  },
  de: {
    unsaved: 'Ungespeicherte Änderungen',
    leave: 'Auf dieser Seite gibt es ungespeicherte Änderungen. Seite verlassen und Änderungen verwerfen?',
    discard: 'Verwerfen',
    save: 'Speichern',
  },
});

interface SaveBarProps {
  /** Whether the page holds changes not saved yet; the bar shows only then. */
  dirty: boolean;
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
  /** What is unsaved, in the merchant's words (default "Unsaved changes", translated). */
  message?: string;
}

/**
 * The page's save bar (Shopify's contextual save bar), sticky at the bottom of the window
 * while the page holds unsaved changes: what changed, Discard and Save, as a region named
 * "Unsaved changes". Until they are saved or discarded, leaving the page asks first
 * ({@link useLeaveGuard}). Pages of blocks get it from components/save.tsx's SavePage;
 * a page holding its own state renders it directly.
 */
export function SaveBar({ dirty, saving, onSave, onDiscard, message }: SaveBarProps) {
  const t = useT(messages);
  useLeaveGuard(dirty ? t('leave') : null);
  if (!dirty) return null;
  return (
    <Paper
      component="section"
      aria-label={t('unsaved')}
      data-testid="save-bar"
      withBorder
      shadow="md"
      p="sm"
      mt="md"
      pos="sticky"
      bottom={0}
      bg="gray.0"
      style={{ zIndex: 5 }}
    >
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{message ?? t('unsaved')}</Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDiscard} disabled={saving}>
            {t('discard')}
          </Button>
          <Button onClick={onSave} loading={saving}>
            {t('save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
