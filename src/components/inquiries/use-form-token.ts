"use client";

import { useCallback, useRef, useState } from "react";

const FORM_TOKEN_ROUTE = "/api/inquiries/token";

function tokenOf(body: unknown): string | null {
  return typeof body === "object" &&
    body !== null &&
    "token" in body &&
    typeof body.token === "string"
    ? body.token
    : null;
}

/**
 * The form token, fetched the first time the visitor turns to the form, so that the page itself
 * stays static. The server's answer carries the token to use next, which takes precedence. If
 * the fetch fails, the form still works: the server issues a token and asks to confirm.
 */
export function useFormToken(serverToken: string | null) {
  const [fetched, setFetched] = useState<string | null>(null);
  const requested = useRef(false);
  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    fetch(FORM_TOKEN_ROUTE, { cache: "no-store", headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const token = tokenOf(body);
        if (token) setFetched(token);
        else requested.current = false;
      })
      .catch(() => {
        requested.current = false;
      });
  }, []);
  return { token: serverToken ?? fetched ?? "", request };
}
