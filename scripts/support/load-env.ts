// Imported first by operational scripts: reads .env files as the production server does, before
// any module parses the environment.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
