import { Button, Group, Paper, Text } from '@mantine/core';
import { useLeaveGuard } from '../router';

interface SaveBarProps {
  /** Whether the page holds changes not saved yet; the bar shows only then. */
  dirty: boolean;
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
  /** What is unsaved, in the merchant's words. */
  message?: string;
}

/**
 * The bar at the bottom of a page while it holds unsaved changes: what changed, Discard
 * and Save. Until they are saved or discarded, leaving the page asks first
 * ({@link useLeaveGuard}).
 */
export function SaveBar({ dirty, saving, onSave, onDiscard, message = 'You have unsaved changes.' }: SaveBarProps) {
  useLeaveGuard(dirty ? 'You have unsaved changes on this page. Leave it and lose them?' : null);
  if (!dirty) return null;
  return (
    <Paper component="section" aria-label="Unsaved changes" withBorder shadow="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }}>
      <Group justify="space-between">
        <Text fw={500}>{message}</Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDiscard} disabled={saving}>
            Discard
          </Button>
          <Button onClick={onSave} loading={saving}>
            Save
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
