/**
 * Everything the app runs inside: react-query, i18n, theme (with branding), loading indicator,
 * snackbar and dialogs; plus the session sync. (The form engine's error dialog is wired by the areas that have
 * forms: the back-office and auth roots and the registration, so the public pages do not load the form code.)
 */
import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { LoadingProvider } from '@/components/loading/loading-provider';
import { SnackbarProvider } from '@/components/snackbar/snackbar-provider';
import { useLoggedUserSync } from '@/lib/auth';
import { brandColors, useAppConfig } from '@/lib/config';
import { I18nProvider } from '@/lib/i18n';
import { AppThemeProvider } from '@/lib/theme/theme-provider';

const BrandedTheme = ({ children }: { children: ReactNode }) => {
  const brand = brandColors(useAppConfig().branding);
  // index.html's toolbar colour for a light system comes first in <head>, before any page's own: it takes the brand's
  const brandPrimary = brand?.primary;
  useEffect(() => {
    if (brandPrimary)
      document.querySelector('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')?.setAttribute('content', brandPrimary);
  }, [brandPrimary]);
  return (
    <AppThemeProvider brandPrimary={brand?.primary} brandSecondary={brand?.secondary}>
      {children}
    </AppThemeProvider>
  );
};

const SessionEffects = () => {
  useLoggedUserSync();
  return null;
};

export const AppProvider = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <AppErrorBoundary>
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <BrandedTheme>
          <LoadingProvider>
            <SnackbarProvider>
              <DialogsProvider>
                <SessionEffects />
                {children}
              </DialogsProvider>
            </SnackbarProvider>
          </LoadingProvider>
        </BrandedTheme>
      </I18nProvider>
    </QueryClientProvider>
  </AppErrorBoundary>
);
