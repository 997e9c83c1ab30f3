import { Alert, Button, Code, CopyButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '../api';
import { Loaded } from '../components/save';
import { ProblemAlert } from '../forms';

interface TokenInfo {
  id: number;
  label: string;
  created_at: string;
  revoked_at: string | null;
}

/** The shop's admin tokens: list, create (the token is shown once), revoke. */
export function TokensPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['/tokens'], queryFn: () => admin.get<{ tokens: TokenInfo[] }>('/tokens') });
  const [label, setLabel] = useState('');
  const create = useMutation({
    mutationFn: () => admin.post<{ id: number; label: string; token: string }>('/tokens', { label }),
    onSuccess: () => {
      setLabel('');
      queryClient.invalidateQueries({ queryKey: ['/tokens'] });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => admin.delete(`/tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/tokens'] }),
  });
  return (
    <Stack>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <Group align="end">
          <TextInput
            label="Label of a new token"
            description="What it is for, e.g. a laptop or a script"
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
          />
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </form>
      {create.isError && <ProblemAlert problem={create.error} />}
      {create.data && (
        <Alert color="green.9" variant="outline" title="New token: copy it now, it is shown only once" role="status">
          <Group>
            <Code data-testid="new-token">{create.data.token}</Code>
            <CopyButton value={create.data.token}>{({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}</CopyButton>
          </Group>
        </Alert>
      )}
      {revoke.isError && <ProblemAlert problem={revoke.error} />}
      <Loaded query={list}>
        {({ tokens }) => (
          <Table striped aria-label="Admin tokens">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Id</Table.Th>
                <Table.Th scope="col">Label</Table.Th>
                <Table.Th scope="col">Created</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.id}</Table.Td>
                  <Table.Td>{t.label || '–'}</Table.Td>
                  <Table.Td>{new Date(t.created_at).toLocaleString()}</Table.Td>
                  <Table.Td>{t.revoked_at ? `revoked ${new Date(t.revoked_at).toLocaleString()}` : 'active'}</Table.Td>
                  <Table.Td>
                    {!t.revoked_at && (
                      <Button size="xs" variant="outline" color="red.9" onClick={() => revoke.mutate(t.id)} aria-label={`Revoke token ${t.id}`}>
                        Revoke
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Loaded>
      <Text size="sm">Revoking the token you signed in with ends this session.</Text>
    </Stack>
  );
}
