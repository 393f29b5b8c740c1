import type { ReactNode } from "react";
import { useMessages } from "~/hooks/use-messages";
import { DeviceValues } from "./device-values";
import { HydrateLater } from "~/framework/react-contracts";
import { MarkHydrated } from "~/start-up/mark-hydrated";
import { LiveAnnouncer } from "../components/live-announcer";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { UpdateNotice } from "../components/update-notice";

export function SiteShell({ children }: { children: ReactNode }) {
  const t = useMessages();
  return (
    <DeviceValues>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.header.skipToContent}
      </a>
      <UpdateNotice />
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <HydrateLater>
          {children}
          <MarkHydrated />
        </HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <LiveAnnouncer />
    </DeviceValues>
  );
}
