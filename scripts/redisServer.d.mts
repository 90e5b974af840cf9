export interface RedisServer {
  url: string;
  port: number;
  /** Stops Redis outright, as an outage would. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}
export function startRedisServer(): Promise<RedisServer>;
