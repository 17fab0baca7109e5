import { ApiProvider } from '@learnforge/api-client/react';
import { Button, MaintenancePage, ThemeProvider, ToastProvider, useToast } from '@learnforge/ui';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { SWRConfig } from 'swr';
import { apiClient } from './client';
import { themeAtom } from './theme-state';

/** Server data (SWR), UI state (jotai), theme, notifier and the maintenance switch, for every app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <ThemedApp>{children}</ThemedApp>
    </JotaiProvider>
  );
}

function ThemedApp({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <SWRConfig value={{ revalidateOnFocus: false }}>
          <ApiBridge>{children}</ApiBridge>
        </SWRConfig>
      </ToastProvider>
    </ThemeProvider>
  );
}

/** A 520 anywhere replaces the whole page with the maintenance page (002 §4); server messages go to the notifier. */
function ApiBridge({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [underMaintenance, setUnderMaintenance] = useState(false);
  const onMaintenance = useCallback(() => setUnderMaintenance(true), []);
  useEffect(
    () =>
      apiClient.on('notify', ({ message, autoCloseMs }) => {
        toast.error(message, { duration: autoCloseMs });
      }),
    [toast],
  );
  return (
    <ApiProvider client={apiClient} onMaintenance={onMaintenance}>
      {underMaintenance ? (
        <MaintenancePage action={<Button onClick={() => window.location.reload()}>Try again</Button>} />
      ) : (
        children
      )}
    </ApiProvider>
  );
}
