import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A learner's play of one Yekverse scenario (docs/decisions/0045): the node it stands at, moved on
 * by each matched reply; finished at an end node, with that end's success. The scenarios are
 * content files, so the scenario and node are their ids.
 */
export const yekverseRuns = pgTable(
  'yekverse_runs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioId: varchar('scenario_id', { length: 80 }).notNull(),
    nodeId: varchar('node_id', { length: 80 }).notNull(),
    /** Learner turns taken (matched replies). */
    turns: integer('turns').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The end's success, once finished. */
    success: boolean('success'),
  },
  (t) => [
    // The learner's results by scenario (the town) and their latest finished run (the dashboard).
    index('yekverse_runs_user_scenario_idx').on(t.userId, t.scenarioId),
    index('yekverse_runs_user_finished_idx')
      .on(t.userId, t.finishedAt)
      .where(sql`${t.finishedAt} IS NOT NULL`),
  ],
);

/** One matched reply of a run: which option, how it was given, and what was said. */
export const yekverseTurns = pgTable(
  'yekverse_turns',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => yekverseRuns.id, { onDelete: 'cascade' }),
    /** The run's learner, kept on the turn so the data export finds what they said. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: varchar('node_id', { length: 80 }).notNull(),
    optionIndex: smallint('option_index').notNull(),
    /** `choice`, `text` or `speech`. */
    mode: varchar('mode', { length: 8 }).notNull(),
    /** The words the learner gave: the option's text when chosen, else what was typed or heard. */
    said: text('said').notNull(),
    appropriate: boolean('appropriate').notNull(),
    /** The spoken reply's pronunciation score (0–1). */
    pronunciation: real('pronunciation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('yekverse_turns_run_idx').on(t.runId),
    // The data export and the account's removal find a learner's turns by it.
    index('yekverse_turns_user_idx').on(t.userId),
  ],
);
