"use client";

import { useSyncExternalStore } from "react";

/** For a value that does not change once the page is running: there is nothing to subscribe to. */
export const noSubscription = () => () => {};

const onClient = () => true;
const onServer = () => false;

/** False while the server renders and while React hydrates that HTML; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
