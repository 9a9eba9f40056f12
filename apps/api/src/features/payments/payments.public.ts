// What code outside the payments feature may use, through a composition root only.
import type { Database } from '../../db/client.ts';

/**
 * The member's payments and their receipt numbers, for the export of their data: what their
 * receipt shows, not the provider's references or the checkout link.
 */
export const paymentsForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select id, type, payer_name as "payerName", post_id as "postId", post_title as "postTitle",
            sale_price_minor as "salePriceMinor", commission_value as "commissionValue",
            amount_minor as "amountMinor", currency, status, method_type as "methodType",
            method_brand as "methodBrand", method_last4 as "methodLast4",
            receipt_number as "receiptNumber", created_at as "createdAt", paid_at as "paidAt",
            failed_at as "failedAt", refunded_at as "refundedAt"
       from payments where user_id = $1 order by created_at desc, id desc limit $2`,
    [userId, cap],
  );
