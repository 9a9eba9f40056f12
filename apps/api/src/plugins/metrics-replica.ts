// The read replica in /metrics (docs/decisions/0064-read-replica.md): where the reads that may go
// to it went, whether it is in use, how far behind it is, and its pool. Registered only with
// DATABASE_READ_URL.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { ReadReplica } from '../db/replica.ts';

export function registerReplicaMetrics(registry: Registry, reads: ReadReplica): void {
  if (reads.status().state === 'none') return;
  const registers = [registry];
  new Counter({
    name: 'souqna_db_replica_reads_total',
    help: 'Reads that may go to the read replica, by the server that answered (replica, or primary while it is lagging or down)',
    labelNames: ['server'],
    registers,
    collect() {
      const { reads: counts } = reads.status();
      this.reset();
      this.inc({ server: 'replica' }, counts.replica);
      this.inc({ server: 'primary' }, counts.primary);
    },
  });
  new Gauge({
    name: 'souqna_db_replica_in_use',
    help: '1 while every process sends reads to the read replica (its last check passed), else 0',
    registers,
    aggregator: 'min',
    collect() {
      this.set(reads.status().state === 'ok' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'souqna_db_replica_lag_seconds',
    help: "How far behind the primary the read replica's last check found it (-1: unknown)",
    registers,
    aggregator: 'max',
    collect() {
      const { lagMs } = reads.status();
      this.set(lagMs === null ? -1 : lagMs / 1000);
    },
  });
  new Gauge({
    name: 'souqna_db_replica_pool_connections',
    help: 'Read replica connections by state',
    labelNames: ['state'],
    registers,
    collect() {
      const { pool } = reads.status();
      if (!pool) return;
      for (const [state, n] of Object.entries(pool)) this.set({ state }, n);
    },
  });
}
