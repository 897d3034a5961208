// Field data (docs/decisions/0068): counts only. Per UTC day, storefront route id, device
// class and metric the number of page views whose value fell in each log-spaced bucket
// (contract/rum.ts); page views per connection type; and the LCP elements most often named per route.
// No IP address, session, customer or raw value is kept. Days older than 35 are deleted by the jobs.
import { date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const vitalsHistogram = pgTable(
  'vitals_histogram',
  {
    day: date('day').notNull(),
    route: text('route').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.device, t.metric, t.bucket] })],
);

export const vitalsViews = pgTable(
  'vitals_views',
  {
    day: date('day').notNull(),
    route: text('route').notNull(),
    device: text('device').notNull(),
    connection: text('connection').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.device, t.connection] })],
);

/** At most LCP_ELEMENTS_PER_ROUTE_DAY selectors per day, route and device; later new ones are not kept. */
export const vitalsLcpElements = pgTable(
  'vitals_lcp_elements',
  {
    day: date('day').notNull(),
    route: text('route').notNull(),
    device: text('device').notNull(),
    selector: text('selector').notNull(),
    count: integer('count').notNull().default(0),
    /** The sum of those page views' LCP in ms, for the average. */
    lcpSum: integer('lcp_sum').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.device, t.selector] }), index('vitals_lcp_elements_day_route_idx').on(t.day, t.route)],
);
