import { Alert, Button, Code, CopyButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '../api';
import { Loaded } from '../components/loaded';
import { ProblemAlert } from '../forms';
import { defineMessages, useLocale, useT } from '../i18n';
import type { FulfilmentComponents } from '@fulfil/api-client';

type TokenList = FulfilmentComponents['schemas']['AdminTokenList'];
type CreatedToken = FulfilmentComponents['schemas']['AdminCreatedToken'];

const messages = defineMessages({
  en: {
    label: 'Label of a new token',
    labelHint: 'What it is for, e.g. a laptop or a script',
    create: 'Create token',
    created: 'New token: copy it now, it is shown only once',
    copy: 'Copy',
    copied: 'Copied',
    table: 'Admin tokens',
    id: 'ID',
    tokenLabel: 'Label',
    createdAt: 'Created',
    state: 'State',
    action: 'Action',
    revokedAt: 'revoked {when}',
    active: 'active',
    revoke: 'Revoke',
    revokeToken: 'Revoke token {id}',
    note: 'Revoking the token you signed in with ends this session.',
    notCreated: 'Not created',
    notRevoked: 'Not revoked',
  },
  fr: {
    label: 'Libellé d’un nouveau jeton',
    labelHint: 'À quoi il sert, par ex. un ordinateur portable ou un script',
    create: 'Créer un jeton',
    created: 'Nouveau jeton : copiez-le maintenant, il n’est affiché qu’une fois',
    copy: 'Copier',
    copied: 'Copié',
    table: 'Jetons d’administration',
    id: 'ID',
    tokenLabel: 'Libellé',
    createdAt: 'Créé le',
    state: 'État',
    action: 'Action',
    revokedAt: 'révoqué le {when}',
    active: 'actif',
    revoke: 'Révoquer',
    revokeToken: 'Révoquer le jeton {id}',
    note: 'Révoquer le jeton avec lequel vous vous êtes connecté met fin à cette session.',
    notCreated: 'Non créé',
    notRevoked: 'Non révoqué',
  },
  de: {
    label: 'Bezeichnung eines neuen Tokens',
    labelHint: 'Wofür es ist, z. B. ein Laptop oder ein Skript',
    create: 'Token erstellen',
    created: 'Neues Token: Kopieren Sie es jetzt, es wird nur einmal angezeigt',
    copy: 'Kopieren',
    copied: 'Kopiert',
    table: 'Admin-Tokens',
    id: 'ID',
    tokenLabel: 'Bezeichnung',
    createdAt: 'Erstellt',
    state: 'Status',
    action: 'Aktion',
    revokedAt: 'widerrufen am {when}',
    active: 'aktiv',
    revoke: 'Widerrufen',
    revokeToken: 'Token {id} widerrufen',
    note: 'Wenn Sie das Token widerrufen, mit dem Sie angemeldet sind, endet diese Sitzung.',
    notCreated: 'Nicht erstellt',
    notRevoked: 'Nicht widerrufen',
  },
});

/** The shop's admin tokens: list, create (the token is shown once), revoke. */
export function TokensPage() {
  const queryClient = useQueryClient();
  const t = useT(messages);
  const { locale } = useLocale();
  const list = useQuery({ queryKey: ['/tokens'], queryFn: () => admin.get<TokenList>('/tokens') });
  const [label, setLabel] = useState('');
  const create = useMutation({
    mutationFn: () => admin.post<CreatedToken>('/tokens', { label }),
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
          <TextInput label={t('label')} description={t('labelHint')} value={label} onChange={(e) => setLabel(e.currentTarget.value)} />
          <Button type="submit" loading={create.isPending}>
            {t('create')}
          </Button>
        </Group>
      </form>
      {create.isError && <ProblemAlert title={t('notCreated')} problem={create.error} />}
      {create.data && (
        <Alert color="green.9" variant="outline" title={t('created')} role="status">
          <Group>
            <Code data-testid="new-token">{create.data.token}</Code>
            <CopyButton value={create.data.token}>{({ copied, copy }) => <Button onClick={copy}>{copied ? t('copied') : t('copy')}</Button>}</CopyButton>
          </Group>
        </Alert>
      )}
      {revoke.isError && <ProblemAlert title={t('notRevoked')} problem={revoke.error} />}
      <Loaded query={list}>
        {({ tokens }) => (
          <Table striped aria-label={t('table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('id')}</Table.Th>
                <Table.Th scope="col">{t('tokenLabel')}</Table.Th>
                <Table.Th scope="col">{t('createdAt')}</Table.Th>
                <Table.Th scope="col">{t('state')}</Table.Th>
                <Table.Th scope="col">{t('action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td>{token.id}</Table.Td>
                  <Table.Td>{token.label || '–'}</Table.Td>
                  <Table.Td>{new Date(token.created_at).toLocaleString(locale)}</Table.Td>
                  <Table.Td>{token.revoked_at ? t('revokedAt', { when: new Date(token.revoked_at).toLocaleString(locale) }) : t('active')}</Table.Td>
                  <Table.Td>
                    {!token.revoked_at && (
                      <Button size="xs" variant="outline" color="red.9" onClick={() => revoke.mutate(token.id)} aria-label={t('revokeToken', { id: token.id })}>
                        {t('revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Loaded>
      <Text size="sm">{t('note')}</Text>
    </Stack>
  );
}
