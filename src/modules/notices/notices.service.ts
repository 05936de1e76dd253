// Notices for one person in the portal: something that happened without them watching
// (a report e-mail that could not be delivered). Written by the module that knows what
// happened, in its own transaction; read and marked read by the person only.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../domain/errors.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { decodeCursor, toPage } from '../shared/pagination.js';
import type { NoticeDto } from './notices.schema.js';
import { portalNotices } from './notices.tables.js';

const PAGE_SIZE = 30;

type NoticeRow = typeof portalNotices.$inferSelect;

function present(row: NoticeRow): NoticeDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    subject: row.subject,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** Records a notice for one account (call it in the transaction of what it reports). */
export async function recordNotice(
  executor: Executor,
  clock: Clock,
  notice: {
    tenantId: number;
    accountId: number;
    kind: string;
    title: string;
    body: string;
    subject: Record<string, number>;
  },
): Promise<number> {
  const [row] = await executor
    .insert(portalNotices)
    .values({ ...notice, createdAt: new Date(clock()) })
    .returning({ id: portalNotices.id });
  if (!row) throw new Error('notice not recorded');
  return row.id;
}

/** The person's notices, newest first, and how many are unread. */
export async function listNotices(
  db: Executor,
  tenantId: number,
  accountId: number,
  query: { unread?: boolean | undefined; cursor?: string | undefined },
): Promise<{ data: NoticeDto[]; next_cursor: string | null; unread_count: number }> {
  const before = decodeCursor(query.cursor);
  const mine = and(eq(portalNotices.tenantId, tenantId), eq(portalNotices.accountId, accountId));
  const rows = await db
    .select()
    .from(portalNotices)
    .where(
      and(
        mine,
        query.unread === true ? isNull(portalNotices.readAt) : undefined,
        before !== undefined ? lt(portalNotices.id, before) : undefined,
      ),
    )
    .orderBy(desc(portalNotices.id))
    .limit(PAGE_SIZE + 1);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portalNotices)
    .where(and(mine, isNull(portalNotices.readAt)));
  return { ...toPage(rows, PAGE_SIZE, present), unread_count: count?.n ?? 0 };
}

export async function markNoticeRead(
  db: Executor,
  clock: Clock,
  tenantId: number,
  accountId: number,
  noticeId: number,
): Promise<NoticeDto> {
  const where = and(
    eq(portalNotices.tenantId, tenantId),
    eq(portalNotices.accountId, accountId),
    eq(portalNotices.id, noticeId),
  );
  await db
    .update(portalNotices)
    .set({ readAt: new Date(clock()) })
    .where(and(where, isNull(portalNotices.readAt)));
  const [row] = await db.select().from(portalNotices).where(where);
  if (!row) throw notFound('Notice');
  return present(row);
}
