import { Alert, Button, Code, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { api, ApiProblem, storedToken, storeToken, UNAUTHORIZED_EVENT } from './api';
import type { AdminShop as Shop } from '@fulfil/api-client';

interface Auth {
  shop: Shop;
  signOut(): void;
}

const AuthContext = createContext<Auth | null>(null);

/** The signed-in shop (inside {@link AuthGate}). */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthGate');
  return auth;
}

/**
 * Shows sign-in until a valid admin token is given, then the app. The token lives in
 * session storage only (never in a URL); a 401 from the API, or signing out, forgets it.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [shop, setShop] = useState<Shop | null>(null);
  const [checking, setChecking] = useState(() => storedToken() !== null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const token = storedToken();
    if (token)
      api<Shop>('GET', '/admin/v1.0/shop', undefined, token)
        .then(setShop, () => setShop(null))
        .finally(() => setChecking(false));
    const onUnauthorized = () => {
      setShop(null);
      queryClient.clear();
      setNotice('Your session ended: the token was refused (revoked or unknown). Sign in again.');
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [queryClient]);

  const signOut = () => {
    storeToken(null);
    queryClient.clear();
    setShop(null);
    setNotice('Signed out.');
  };

  if (checking) return null;
  if (!shop)
    return (
      <SignIn
        notice={notice}
        onSignedIn={(s) => {
          setNotice(null);
          setShop(s);
        }}
      />
    );
  return <AuthContext.Provider value={{ shop, signOut }}>{children}</AuthContext.Provider>;
}

function SignIn({ notice, onSignedIn }: { notice: string | null; onSignedIn(shop: Shop): void }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const shop = await api<Shop>('GET', '/admin/v1.0/shop', undefined, token.trim());
      storeToken(token.trim());
      onSignedIn(shop);
    } catch (err) {
      setError(err instanceof ApiProblem && err.status === 401 ? 'This token is unknown or revoked.' : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container size={520} py="xl" component="main">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit}>
          <Stack>
            <Title order={1}>Merchant console</Title>
            <Text>Sign in with your shop's admin token. It is kept in this browser tab only and forgotten when you sign out or close the tab.</Text>
            {notice && (
              <Alert color="blue" variant="outline" role="status">
                {notice}
              </Alert>
            )}
            <PasswordInput label="Admin token" value={token} onChange={(e) => setToken(e.currentTarget.value)} error={error} autoComplete="off" required />
            <Button type="submit" loading={busy}>
              Sign in
            </Button>
            <Text size="sm">
              A token is printed by <Code>npm run admin:token -- create demo-bakery.myshopify.com</Code> (any demo shop's domain works).
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
