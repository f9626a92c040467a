/**
 * npm run admin:set-key — sets or rotates the admin secret key. The key is read from standard
 * input (typed without echo on a terminal, asked twice; or piped: the first line), hashed with
 * scrypt into the configured database (DATA_DIR or DATABASE_URL, as the server would), and
 * every admin session ends. Example: `printf '%s\n' "$NEW_KEY" | npm run admin:set-key`.
 *
 * `npm run admin:set-key -- --reset-2fa` instead turns two-factor sign-in off, for an operator
 * who lost both the authenticator app and the recovery codes (docs/decisions/0020): the key
 * stays, every session ends, and the key alone signs in until two-factor is set up again.
 */
import nextEnv from "@next/env";
import { MAX_SECRET_KEY_LENGTH, MIN_SECRET_KEY_LENGTH } from "@/server/auth/auth-constants";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

/** One line typed at the terminal, not echoed. */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    let line = "";
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return done();
        if (char === "\u0003" || char === "\u0004") return done(new Error("cancelled"));
        if (char === "\u007f" || char === "\b") line = line.slice(0, -1);
        else line += char;
      }
    };
    input.on("data", onData);
  });
}

async function readPiped(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

async function readNewKey(): Promise<string> {
  if (!process.stdin.isTTY) return (await readPiped()).trim();
  const key = (await readHidden("New admin secret key: ")).trim();
  const again = (await readHidden("Repeat it: ")).trim();
  if (key !== again) throw new Error("the two keys differ");
  return key;
}

async function resetTwoFactorSignIn(): Promise<void> {
  const { resetTwoFactor } = await import("@/server/auth/two-factor");
  const { closeDb, getDb } = await import("@/server/db/database");
  try {
    await resetTwoFactor(await getDb());
  } finally {
    await closeDb();
  }
  console.log(
    "admin:set-key: two-factor sign-in is off and every admin session has ended; sign in with the secret key, then set it up again under Security.",
  );
}

async function setKey(): Promise<void> {
  const key = await readNewKey();
  if (key.length < MIN_SECRET_KEY_LENGTH || key.length > MAX_SECRET_KEY_LENGTH) {
    throw new Error(
      `the key must be ${MIN_SECRET_KEY_LENGTH} to ${MAX_SECRET_KEY_LENGTH} characters long`,
    );
  }
  // Imported after .env is loaded: the environment is parsed when these modules load.
  const { setAdminKey } = await import("@/server/auth/admin-key");
  const { closeDb, getDb } = await import("@/server/db/database");
  try {
    await setAdminKey(await getDb(), key);
  } finally {
    await closeDb();
  }
  console.log("admin:set-key: the admin secret key is changed; every admin session has ended.");
  if (process.env.ADMIN_SECRET_KEY?.trim()) {
    console.warn(
      "admin:set-key: ADMIN_SECRET_KEY is also set: the server will put that key back when it next starts.",
    );
  }
}

const args = process.argv.slice(2);
try {
  const unknown = args.filter((arg) => arg !== "--reset-2fa");
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown[0]} (only --reset-2fa)`);
  await (args.includes("--reset-2fa") ? resetTwoFactorSignIn() : setKey());
} catch (error) {
  console.error(`admin:set-key: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
