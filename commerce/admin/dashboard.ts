// The dashboard's numbers, counted in SQL at the moment of asking: orders and revenue of today and
// of this week (Monday to now, in the shop's time zone; revenue counts paid, shipped and delivered
// orders less their staff refunds), orders waiting to ship, open returns and low-stock variants.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from './context';

const SHOP_TZ = 'Europe/Amsterdam';

export async function dashboard(db: Db, now: Date, lowStockThreshold: number) {
  const at = now.toISOString();
  const [numbers] = await rows<Record<string, number>>(
    db,
    sql`with bounds as (
          select date_trunc('day', ${at}::timestamptz at time zone ${SHOP_TZ}) at time zone ${SHOP_TZ} as today,
                 date_trunc('week', ${at}::timestamptz at time zone ${SHOP_TZ}) at time zone ${SHOP_TZ} as week
        ), counted as (
          select o.created_at, o.grand_total - coalesce((select sum(r.amount) from refunds r where r.order_id = o.id), 0) as revenue
            from orders o, bounds b
           where o.created_at >= b.week and o.status in ('paid', 'shipped', 'delivered')
        )
        select
          (select count(*) from counted, bounds where created_at >= bounds.today)::int as orders_today,
          (select coalesce(sum(revenue), 0) from counted, bounds where created_at >= bounds.today)::int as revenue_today,
          (select count(*) from counted)::int as orders_week,
          (select coalesce(sum(revenue), 0) from counted)::int as revenue_week,
          (select count(*) from orders where status = 'paid')::int as waiting_to_ship,
          (select count(*) from return_requests where status in ('requested', 'approved', 'received'))::int as open_returns,
          (select count(*) from variants where stock <= ${lowStockThreshold})::int as low_stock`,
  );
  return { ...Object.fromEntries(Object.entries(numbers).map(([k, v]) => [k, Number(v)])), low_stock_threshold: lowStockThreshold, at };
}
