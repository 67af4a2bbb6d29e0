import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import en from "../i18n/en.json";
import { IntlProvider } from "../i18n/intl-lite";

/** Renders with the providers every component expects: English messages and a fresh query cache. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en-CA" messages={en}>
        {ui}
      </IntlProvider>
    </QueryClientProvider>,
  );
}
