// The API tests never touch the database DATABASE_URL names: they use a sibling database created per run.
export const TEST_DB_NAME = process.env.SOUQNA_TEST_DB ?? 'souqna_test';

export function testDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${TEST_DB_NAME}`;
  return url.toString();
}
