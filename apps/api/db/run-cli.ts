/** Runs a database command's main(): its exit code, or 1 with the database's own words on failure. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      // Drizzle wraps driver errors; the cause holds the database's own words.
      const cause = err instanceof Error && err.cause instanceof Error ? `\n  ${err.cause.message}` : '';
      console.error((err instanceof Error ? err.message.split('\nparams:')[0] : String(err)) + cause);
      process.exit(1);
    },
  );
}
