import type { Environment, StatisticsAnswer, StatisticsKind } from '@portal/contract';
import type { AppContext } from '../../context';

/**
 * Monthly counts come from `monthly_counts`, kept by statement triggers in the same transaction as
 * the rows: at most 12 rows a year are read, whatever the partner's volume. The current year is
 * always present so the year selector has its default.
 */
export async function monthly(
  ctx: AppContext,
  o: { partnerId: string; environment: Environment; kind: StatisticsKind },
): Promise<StatisticsAnswer> {
  const rows = await ctx.db.query<{ year: number; month: number; n: number }>(
    'SELECT year, month, n::int AS n FROM monthly_counts WHERE partner_id = $1 AND environment = $3 AND kind = $2 AND n <> 0',
    [o.partnerId, o.kind, o.environment],
  );
  const answer: StatisticsAnswer = { [String(ctx.now().getUTCFullYear())]: Array(12).fill(0) };
  for (const r of rows) {
    const year = (answer[String(r.year)] ??= Array(12).fill(0));
    year[r.month - 1] = Number(r.n);
  }
  return answer;
}
