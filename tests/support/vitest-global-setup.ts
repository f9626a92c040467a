import { providePostgresForRun } from "./postgres-server";

// One PostgreSQL server for the whole run, shared by every worker (see postgres-server.ts).
export default function setup() {
  return providePostgresForRun();
}
