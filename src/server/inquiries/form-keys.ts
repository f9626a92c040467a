import "server-only";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { deriveKey, readOrCreateAppSecret } from "@/server/security/app-secrets";

export type FormKeys = {
  /** Signs and checks form tokens. */
  token: Buffer;
  /** Hashes client addresses before they are stored. */
  address: Buffer;
};

const FORM_SECRET_NAME = "form";

let keys: Promise<FormKeys> | undefined;

async function loadFormKeys(): Promise<FormKeys> {
  const secret = env.FORM_SECRET ?? (await readOrCreateAppSecret(await getDb(), FORM_SECRET_NAME));
  return {
    token: deriveKey(secret, "contact-token"),
    address: deriveKey(secret, "client-address"),
  };
}

/** The contact form's keys: from FORM_SECRET, else from the secret kept in the database. */
export function getFormKeys(): Promise<FormKeys> {
  if (!keys) {
    const loading = loadFormKeys();
    keys = loading;
    // A database that is down is tried again on the next request rather than remembered.
    loading.catch(() => {
      if (keys === loading) keys = undefined;
    });
  }
  return keys;
}
