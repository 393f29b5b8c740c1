import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bn } from "~/i18n/bn";
import { en } from "~/i18n/en";
import { pages } from "../../tests/component/pages";
import { renderSite } from "../../tests/component/render";

/** A service worker as the page sees it: its state, and the messages it is sent. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  postMessage = vi.fn();

  install() {
    this.state = "installed";
    this.dispatchEvent(new Event("statechange"));
  }
}

/** The page's service worker registration: the version waiting, the one installing. */
class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  active = new FakeWorker();
  update = vi.fn(() => Promise.resolve());
}

/** `navigator.serviceWorker`, which happy-dom has not: the shop only registers and listens. */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn(() => Promise.resolve(this.registration));
  ready = Promise.resolve(this.registration);
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.restoreAllMocks();
});

describe("the notice of a new version", () => {
  it("offers 'Reload' once a newer version waits, never on the first install, and reloads when it has taken over", async () => {
    const container = new FakeContainer();
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: container });
    // happy-dom has no navigation timing: this page was not served by a worker, as on a first visit.
    vi.stubGlobal("PerformanceNavigationTiming", function PerformanceNavigationTiming() {});
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    // The first install: its worker waits with no page controlled, so there is nothing older to leave.
    container.registration.waiting = new FakeWorker();
    container.registration.waiting.state = "installed";

    const english = renderSite("/account", [pages.account]);
    await screen.findByRole("heading", { level: 1, name: en.pages.account });
    await waitFor(() => expect(container.register).toHaveBeenCalledExactlyOnceWith("/sw.js"));
    const region = document.querySelector<HTMLElement>("[aria-live='polite']:not([role])");
    expect(region?.textContent).toBe("");

    // Later in the visit the page is controlled, and the next deploy's worker installs.
    container.controller = container.registration.active;
    const next = new FakeWorker();
    container.registration.installing = next;
    container.registration.dispatchEvent(new Event("updatefound"));
    container.registration.waiting = next;
    next.install();

    expect(await screen.findByText(en.offline.updateReady)).toBeInTheDocument();
    expect(region?.textContent).toContain(en.offline.updateReady);
    expect(screen.getByRole("button", { name: en.offline.reload })).toBeInTheDocument();
    english.unmount();

    // The shopper chooses the moment: a page opened next offers it too, in its own language.
    const { user } = renderSite("/bn/account", [pages.account]);
    expect(await screen.findByText(bn.offline.updateReady)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(next.postMessage).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: bn.offline.reload }));
    expect(next.postMessage).toHaveBeenCalledExactlyOnceWith("skip-waiting");
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
