import { createContext, useContext } from "react";
import { usePaths } from "./use-messages";

/** The gift day whose page lists the cards inside it, by its slug; null elsewhere. */
export const GiftDayContext = createContext<string | null>(null);

/** A gift's page, as a card links it: from a gift day's page, with the way back to it. */
export function useProductPath(id: number): string {
  const paths = usePaths();
  const occasion = useContext(GiftDayContext);
  return occasion === null ? paths.product(id) : paths.productFrom(id, occasion);
}
