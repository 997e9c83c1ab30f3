import { Alert, Button, Code, Container, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { api, ApiProblem, storedToken, storeToken, UNAUTHORIZED_EVENT } from './api';
import type { AdminShop as Shop } from '@fulfil/api-client';
import { LanguageMenu } from './components/language-menu';
import { defineMessages, useT } from './i18n';

const messages = defineMessages({
  en: {
    console: 'Merchant console',
    intro: 'Sign in with your shop’s admin token. It is kept in this browser tab only and forgotten when you sign out or close the tab.',
    token: 'Admin token',
    signIn: 'Sign in',
    hintBefore: 'A token is printed by',
    hintAfter: '(any demo shop’s domain works).',
    wrongToken: 'This token is not valid for this shop: it is unknown or has been revoked. Create one with',
    wrongTokenAfter: 'or ask whoever manages your shop’s tokens.',
    sessionEnded: 'Your session ended: the token was refused (revoked or unknown). Sign in again.',
    signedOut: 'Signed out.',
  },
  fr: {
    console: 'Console marchand',
    intro:
      'Connectez-vous avec le jeton d’administration de votre boutique. Il n’est conservé que dans cet onglet du navigateur et il est oublié quand vous vous déconnectez ou fermez l’onglet.',
    token: 'Jeton d’administration',
    signIn: 'Se connecter',
    hintBefore: 'Un jeton est affiché par',
    hintAfter: '(le domaine de n’importe quelle boutique de démonstration convient).',
    wrongToken: 'Ce jeton n’est pas valide pour cette boutique : il est inconnu ou a été révoqué. Créez-en un avec',
    wrongTokenAfter: 'ou demandez-le à la personne qui gère les jetons de votre boutique.',
    sessionEnded: 'Votre session a pris fin : le jeton a été refusé (révoqué ou inconnu). Reconnectez-vous.',
    signedOut: 'Vous êtes déconnecté.',
  },
  de: {
    console: 'Händlerkonsole',
    intro:
      'Melden Sie sich mit dem Admin-Token Ihres Shops an. Es wird nur in diesem Browser-Tab gespeichert und beim Abmelden oder Schließen des Tabs vergessen.',
    token: 'Admin-Token',
    signIn: 'Anmelden',
    hintBefore: 'Ein Token erzeugt der Befehl',
    hintAfter: '(jede Domain eines Demo-Shops funktioniert).',
    wrongToken: 'Dieses Token ist für diesen Shop nicht gültig: Es ist unbekannt oder wurde widerrufen. Erstellen Sie eines mit',
    wrongTokenAfter: 'oder fragen Sie die Person, die die Tokens Ihres Shops verwaltet.',
    sessionEnded: 'Ihre Sitzung ist beendet: Das Token wurde abgelehnt (widerrufen oder unbekannt). Melden Sie sich erneut an.',
    signedOut: 'Sie sind abgemeldet.',
  },
});

/** What sign-in says above the form: the session ended (a 401 after signing in), or signed out. */
type Notice = 'sessionEnded' | 'signedOut';

/** The command that prints a token (docs in apps/merchant-console/README.md). */
const TOKEN_COMMAND = 'npm run admin:token -- create demo-bakery.myshopify.com';

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
  const [notice, setNotice] = useState<Notice | null>(null);
  // A 401 ends a session only while there is one (a stored token, or signed in): a token
  // refused at sign-in is answered by the sign-in form itself.
  const session = useRef(storedToken() !== null);
  useEffect(() => {
    if (shop) session.current = true;
  }, [shop]);

  useEffect(() => {
    const token = storedToken();
    if (token)
      api<Shop>('GET', '/admin/v1.0/shop', undefined, token)
        .then(setShop, () => setShop(null))
        .finally(() => setChecking(false));
    const onUnauthorized = () => {
      if (!session.current) return;
      session.current = false;
      setShop(null);
      queryClient.clear();
      setNotice('sessionEnded');
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [queryClient]);

  const signOut = () => {
    session.current = false;
    storeToken(null);
    queryClient.clear();
    setShop(null);
    setNotice('signedOut');
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

/** Sign-in: the admin token (kept in session storage once the API accepted it); a refused token says so plainly. */
function SignIn({ notice, onSignedIn }: { notice: Notice | null; onSignedIn(shop: Shop): void }) {
  const t = useT(messages);
  const [token, setToken] = useState('');
  const [error, setError] = useState<ReactNode>(null);
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
      setError(
        err instanceof ApiProblem && (err.status === 401 || err.status === 403) ? (
          <>
            {t('wrongToken')} <Code>{TOKEN_COMMAND}</Code> {t('wrongTokenAfter')}
          </>
        ) : (
          (err as Error).message
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container size={520} py="xl" component="main">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit}>
          <Stack>
            <Title order={1}>{t('console')}</Title>
            <Text>{t('intro')}</Text>
            {notice && (
              <Alert color="blue" variant="outline" role="status">
                {t(notice)}
              </Alert>
            )}
            <PasswordInput
              label={t('token')}
              value={token}
              onChange={(e) => setToken(e.currentTarget.value)}
              error={error}
              aria-invalid={error ? true : undefined}
              autoComplete="off"
              required
            />
            <Button type="submit" loading={busy}>
              {t('signIn')}
            </Button>
            <Text size="sm">
              {t('hintBefore')} <Code>{TOKEN_COMMAND}</Code> {t('hintAfter')}
            </Text>
            {/* After the form, so that the first Tab reaches the token. */}
            <Group justify="flex-end">
              <LanguageMenu />
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
