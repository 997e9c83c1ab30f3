import '@mantine/core/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { AuthGate } from './auth';
import { RouterProvider } from './router';

// fulfilment-api puts a fresh nonce on this meta element of each index.html it serves; the
// Content-Security-Policy allows <style> elements carrying it (Mantine's CSS variables).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

// Darker primary shade and text colours: WCAG AA contrast for white-on-blue buttons and links.
const theme = createTheme({ primaryColor: 'blue', primaryShade: 8, defaultRadius: 'sm' });
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} getStyleNonce={() => nonce}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider>
          <AuthGate>
            <App />
          </AuthGate>
        </RouterProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
