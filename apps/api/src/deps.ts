import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { BackgroundTasks } from './lib/background';
import type { Database } from './db/client';
import type { Clock, OffsetClock } from './lib/clock';
import type { AccessTokenSigner } from './lib/jwt';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limit';
import type { SmsProvider } from './lib/sms';
import type { FileStorage } from './lib/storage';
import type { ChangeFeed } from './plugins/change-feed';
import type { SessionCache } from './plugins/session-cache';
import type { UserCache } from './plugins/user-cache';

/** What every module is built from; tests swap the clock, mailer or SMS driver. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  tokens: AccessTokenSigner;
  mailer: Mailer;
  sms: SmsProvider;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  changeFeed: ChangeFeed;
  sessionCache: SessionCache;
  userCache: UserCache;
  storage: FileStorage;
  /** A clock the browser journeys may move (TEST_CLOCK_CONTROL); null everywhere else. */
  testClock: OffsetClock | null;
}
