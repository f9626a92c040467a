"use client";

import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { type Notice, NoticeRegion } from "../notice";

type Notify = (notice: Omit<Notice, "id">) => void;

const NotifyContext = createContext<Notify>(() => {});

/**
 * The blog screens' messages, kept above the screens: "Blog updated successfully!" is said on
 * the edit screen and still shown on the empty create form it leads to (docs/decisions/0026).
 */
export function PostNotices({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((next) => setNotice({ ...next, id: Date.now() }), []);
  return (
    <NotifyContext value={notify}>
      {children}
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
    </NotifyContext>
  );
}

/** Shows a message in the blog screens' notice region. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}
