// Redis connections (REDIS_URL): the only way in for the rest of the API.
export type { Redis } from 'ioredis';
export { openRedis, type RedisConnections } from './redis-connections.ts';
export { REDIS_WAITS, withDeadline } from './redis-waits.ts';
export type { RedisHealth } from './redis-health.ts';
