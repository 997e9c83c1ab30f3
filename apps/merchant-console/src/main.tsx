import '@mantine/core/styles.css';
import { Checkbox, createTheme, MantineProvider, Switch, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { AuthGate } from './auth';
import { LocaleProvider } from './i18n';
import { RouterProvider } from './router';

// fulfilment-api puts a fresh nonce on this meta element of each index.html it serves; the
// Content-Security-Policy allows <style> elements carrying it (Mantine's CSS variables).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

// Darker primary shade and text colours: WCAG AA contrast for white-on-blue buttons and links.
// Checkboxes and switches at 24 px: WCAG 2.2 target size.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  components: { Checkbox: Checkbox.extend({ defaultProps: { size: 'md' } }), Switch: Switch.extend({ defaultProps: { size: 'md' } }) },
});
// Descriptions and other "dimmed" text one shade darker than Mantine's default (4.5:1 on white);
// field errors in a darker red than Mantine's (red 6 is 3.5:1 on white, red 9 over 5:1).
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={resolver} getStyleNonce={() => nonce}>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider>
          <RouterProvider>
            <AuthGate>
              <App />
            </AuthGate>
          </RouterProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
