import { providePostgresForRun } from "../../support/postgres-server";

// One PostgreSQL server for the run, for the specs that need one (cluster.spec.ts): see
// tests/support/postgres-server.ts.
export default function globalSetup() {
  return providePostgresForRun();
}
