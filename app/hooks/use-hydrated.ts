import { useMemo, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";

const subscribeToNothing = () => () => {};

/**
 * The page's query string, but empty while React hydrates the prerendered HTML, which was made
 * without one: pages whose content depends on the query render its defaults first, so hydration
 * always matches the HTML. A page opened without a query string reads the same empty string after
 * hydration too, so it is not rendered a second time, in one long task, as it starts.
 */
export function useHydratedSearchParams(): URLSearchParams {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const hydratedSearch = useSyncExternalStore(
    subscribeToNothing,
    () => search,
    () => "",
  );
  return useMemo(() => new URLSearchParams(hydratedSearch), [hydratedSearch]);
}
