// The machine's PostgreSQL server for tests that need one whatever the suite's mode (a database of
// their own, made and dropped by them): DATABASE_URL's server, else the local one.
import pg from 'pg';

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the server's maintenance database (CREATE / DROP DATABASE). */
export async function pgAdmin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  await c.connect().catch((err: Error) => {
    throw new Error(
      `This test needs a PostgreSQL server at ${SERVER_URL} (set DATABASE_URL): ${err.message}`,
    );
  });
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** The URL of database `name` on that server. */
export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
