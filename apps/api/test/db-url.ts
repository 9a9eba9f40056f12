// The API tests never touch the database DATABASE_URL names: they use sibling databases created
// per run: a template (migrated, reference data), the shared one and per-file copies of the template.
export const TEST_DB_NAME = process.env.SOUQNA_TEST_DB ?? 'souqna_test';
export const TEMPLATE_DB_NAME = `${TEST_DB_NAME}_template`;
/** Prefix of the databases a file gets for itself (`ownDatabase`); leftovers are dropped per run. */
export const OWN_DB_PREFIX = `${TEST_DB_NAME}_own_`;

export function testDatabaseUrl(serverUrl: string, name = TEST_DB_NAME): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
