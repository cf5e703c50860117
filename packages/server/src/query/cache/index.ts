// The chart-data cache (docs/query-object.md §6): keys, TTL resolution, stores and the data cache.
export {
  createCacheStore,
  MemoryCacheStore,
  RedisCacheStore,
  type CacheLogger,
  type CacheStore,
  type CreateCacheStoreOptions,
} from './cache-store.ts';
export { DEFAULT_MEMORY_CACHE_BYTES, type MemoryCacheStoreOptions } from './memory-cache-store.ts';
export { DEFAULT_REDIS_KEY_PREFIX, type RedisCacheStoreOptions } from './redis-cache-store.ts';
export { RedisCoordination, type SharedCoordination } from './shared-coordination.ts';
export { failFastRedis, whenRedisReady, type FailFastRedisOptions } from './redis-connection.ts';
export {
  dataCacheKey,
  queryContextCacheKey,
  type CacheKeyAnnotationLayer,
  type DataCacheKeyInput,
  type DataCacheKeyOptions,
  type KeyInstant,
  type QueryContextKeyInput,
} from './cache-key.ts';
export { canonicalJson, md5Canonical, md5Hex } from './canonical-json.ts';
export {
  CACHE_DISABLED,
  DEFAULT_CACHE_TIMEOUT,
  isCacheDisabled,
  resolveCacheTimeout,
  type CacheTimeoutSources,
} from './ttl.ts';
export {
  CacheMissError,
  DataCache,
  cachedDttmString,
  decodeEntry,
  encodeEntry,
  nowEpochSeconds,
  type CachedEntry,
  type DataCacheReadOptions,
} from './data-cache.ts';
export { decodeValue, encodeValue } from './value-codec.ts';
