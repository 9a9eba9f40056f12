// CPU time, which holds still on a busy machine where wall times do not (search-cost.ts,
// duplicate-guard.ts): one PostgreSQL backend's, read from /proc (the server must run on this
// machine), and this process's.
import fs from 'node:fs';
import type { Database } from '../apps/api/src/db/client.ts';

/** The backend of `database` (opened with one connection): its user + system CPU in ms (10 ms ticks). */
export async function backendCpuOf(database: Pick<Database, 'query'>): Promise<() => number> {
  const [{ pid }] = (await database.query<{ pid: number }>('select pg_backend_pid() as pid')) as [
    { pid: number },
  ];
  return () => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
}

/** This process's user + system CPU in ms (libuv's and libvips' threads included). */
export const ownCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
