import type { FastifyBaseLogger } from "fastify";
import type { createClient } from "redis";
import type { GuessCounters } from "./guess-counters.ts";

type RedisClient = ReturnType<typeof createClient>;

/*
 * One Lua script per step: Redis runs a script alone, so a take is atomic across every process sharing the Redis.
 * A counter is a hash {count, resetAt, waitUntil, waitToken}; times are the caller's clock (ms, ARGV), so that tests
 * can move it, and the key's own expiry only drops it once spent. Whole numbers are written with %d: Lua would
 * write large ones as 1.8e+12.
 */

// KEYS: the counters. ARGV: now, token, then per counter: freeFailures, firstDelayMs, maxDelayMs, windowMs.
// Answers {1, blocked per counter (1/0)} when taken, {0, waitMs} when a counter must still wait.
const TAKE = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local waitUntil = tonumber(redis.call('HGET', key, 'waitUntil') or '0')
  if waitUntil - now > wait then wait = waitUntil - now end
end
if wait > 0 then return {0, wait} end
local answer = {1}
for i, key in ipairs(KEYS) do
  local base = 2 + (i - 1) * 4
  local free, first, cap, window =
    tonumber(ARGV[base + 1]), tonumber(ARGV[base + 2]), tonumber(ARGV[base + 3]), tonumber(ARGV[base + 4])
  local count = tonumber(redis.call('HGET', key, 'count') or '0')
  local resetAt = tonumber(redis.call('HGET', key, 'resetAt') or '0')
  if resetAt <= now then
    count = 0
    resetAt = now + window
  end
  count = count + 1
  redis.call('HSET', key, 'count', count, 'resetAt', string.format('%d', resetAt))
  local expireAt = resetAt
  local beyond = count - free
  if beyond >= 0 then
    local delay = math.floor(math.min(first * 2 ^ beyond, cap))
    redis.call('HSET', key, 'waitUntil', string.format('%d', now + delay), 'waitToken', ARGV[2])
    expireAt = math.max(expireAt, now + delay)
    answer[i + 1] = 1
  else
    answer[i + 1] = 0
  end
  redis.call('PEXPIRE', key, string.format('%d', expireAt - now))
end
return answer
`;

// KEYS: the counters. ARGV: now, token, then per counter 'clear' or 'one'.
const GIVE_BACK = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  if ARGV[i + 2] == 'clear' then
    redis.call('DEL', key)
  else
    local count = tonumber(redis.call('HGET', key, 'count') or '0')
    local resetAt = tonumber(redis.call('HGET', key, 'resetAt') or '0')
    if resetAt > now and count > 0 then redis.call('HSET', key, 'count', count - 1) end
    if redis.call('HGET', key, 'waitToken') == ARGV[2] then redis.call('HDEL', key, 'waitUntil', 'waitToken') end
  end
end
return 1
`;

/**
 * The counters in Redis, shared by every process. If Redis fails, `insurance` (this process's memory) answers
 * instead, so an outage slows nobody's sign-in; the counts then hold per process until Redis is back.
 */
export function redisGuessCounters(
  client: RedisClient,
  keyPrefix: string,
  insurance: GuessCounters,
  log: FastifyBaseLogger,
): GuessCounters {
  const keyOf = (key: string) => `${keyPrefix}:guesses:${key}`;
  const orInsurance = async <T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> => {
    try {
      return await inRedis();
    } catch (err) {
      log.warn({ err }, "redis (sign-in throttle) failed; counting in memory");
      return inMemory();
    }
  };
  return {
    take: (takes, token, nowMs) =>
      orInsurance(
        async () => {
          const policies = takes.flatMap(({ policy }) => [
            policy.freeFailures,
            policy.firstDelayMs,
            policy.maxDelayMs,
            policy.windowMs,
          ]);
          const reply = (await client.eval(TAKE, {
            keys: takes.map(({ key }) => keyOf(key)),
            arguments: [nowMs, token, ...policies].map(String),
          })) as number[];
          if (reply[0] === 0) return { taken: false as const, waitMs: Number(reply[1]) };
          return { taken: true as const, blocked: reply.slice(1).map((flag) => flag === 1) };
        },
        () => insurance.take(takes, token, nowMs),
      ),
    giveBack: (gives, token, nowMs) =>
      orInsurance(
        async () => {
          await client.eval(GIVE_BACK, {
            keys: gives.map(({ key }) => keyOf(key)),
            arguments: [String(nowMs), token, ...gives.map(({ mode }) => mode)],
          });
        },
        () => insurance.giveBack(gives, token, nowMs),
      ),
    clear: (key) =>
      orInsurance(
        async () => {
          await client.del(keyOf(key));
        },
        () => insurance.clear(key),
      ),
  };
}
