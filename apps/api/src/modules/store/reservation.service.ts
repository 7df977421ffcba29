import {
  type adminReservationSchema,
  csvRecords,
  FEATURES,
  type reservationClaimAnswerSchema,
  reservationInputSchema,
} from '@photostudy/contracts';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';
import { publishBalance } from '../ledger/balance-updated';
import { claimReservation, existingOrderNumbers, findReservation, insertReservations, listReservations } from './reservation.repository';
import type { StoreContext } from './store-context';
import { findPackage, packagesByIds } from './store.repository';
import { presentReservation } from './store.presenter';

type ReservationInput = z.infer<typeof reservationInputSchema>;

const RESERVATIONS_LISTED = 500;

/** Order numbers are typed by people: compared trimmed and upper-cased. */
export function normalizeOrderNumber(orderNumber: string): string {
  return orderNumber.trim().toUpperCase();
}

/** Reads CSV text (header row `order_number,product_id`) into inputs, naming each bad row by its number. */
export function reservationInputsFromCsv(csv: string): { inputs: ReservationInput[]; errors: Record<string, string> } {
  const inputs: ReservationInput[] = [];
  const errors: Record<string, string> = {};
  const records = csvRecords(csv);
  if (records.length === 0) errors.csv = 'no reservations: give a header row (order_number,product_id) and at least one row';
  for (const { row, record } of records) {
    const parsed = reservationInputSchema.safeParse(record);
    if (parsed.success) inputs.push(parsed.data);
    else for (const issue of parsed.error.issues) errors[`row.${row}.${issue.path.join('.') || '_'}`] ??= issue.message;
  }
  return { inputs, errors };
}

/**
 * Reservations: order numbers an admin imports with their package (all or nothing, as the preset import),
 * each redeemable once by a student for what its package grants, through the ledger.
 */
export class ReservationService {
  constructor(private readonly ctx: StoreContext) {}

  /**
   * `POST /api/reservation-claims`: grants the reservation's package once. The claim is one conditional
   * UPDATE in the same unit of work as the credit, so a concurrent second claim finds it claimed.
   */
  async claim(accountId: number, rawOrderNumber: string): Promise<z.infer<typeof reservationClaimAnswerSchema>> {
    const { ctx } = this;
    const account = await ctx.accounts.basics(accountId);
    if (!account || account.role !== 'student') throw appError('FORBIDDEN');
    // Trio-program students have no order number field (spec 000 section 6).
    if (account.features.includes(FEATURES.TRIO_PROGRAM)) throw appError('PURCHASE_NOT_ALLOWED');
    const orderNumber = normalizeOrderNumber(rawOrderNumber);
    return ctx.work.run(async (scope) => {
      const { tx } = scope;
      // The account lock before the reservation row, in the order every purchase takes its locks.
      await ctx.ledger.lockAccount(tx, accountId);
      const claimed = await claimReservation(tx, orderNumber, accountId, ctx.clock.now());
      if (!claimed) throw appError((await findReservation(tx, orderNumber)) ? 'RESERVATION_ALREADY_CLAIMED' : 'RESERVATION_NOT_FOUND');
      const pkg = await findPackage(tx, claimed.productId);
      if (!pkg) throw new Error(`reservation ${claimed.id} names a missing package`);
      const balance = await ctx.ledger.credit(tx, {
        accountId,
        sessions: pkg.sessions,
        writingCredits: pkg.writingCredits,
        reason: 'reservation',
        note: `order number ${orderNumber}`,
      });
      publishBalance(scope, accountId, balance);
      return { product_id: pkg.productId, sessions: pkg.sessions, writing_credits: pkg.writingCredits };
    });
  }

  /** `GET /api/admin/reservations`: the newest reservations. */
  async list(): Promise<z.infer<typeof adminReservationSchema>[]> {
    return (await listReservations(this.ctx.db, RESERVATIONS_LISTED)).map(presentReservation);
  }

  /**
   * `POST /api/admin/reservations`: imports a JSON list or CSV text, all or nothing. Every row is checked
   * first (format, duplicates in the file, known package, order number not imported yet) and a refusal names
   * each bad row; then all rows are inserted in one transaction.
   */
  async import(body: { reservations: ReservationInput[] } | { csv: string }, actorId: number): Promise<{ imported: number }> {
    let inputs: ReservationInput[];
    let label = (index: number) => `reservations.${index}`;
    if ('csv' in body) {
      const read = reservationInputsFromCsv(body.csv);
      if (Object.keys(read.errors).length) throw appError('VALIDATION_FAILED', { fields: read.errors });
      inputs = read.inputs;
      label = (index) => `row.${index + 1}`;
    } else inputs = body.reservations;

    const rows = inputs.map((input) => ({ orderNumber: normalizeOrderNumber(input.order_number), productId: input.product_id.trim() }));
    const duplicates: Record<string, string> = {};
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (seen.has(row.orderNumber)) duplicates[`${label(i)}.order_number`] = 'appears twice in this import';
      seen.add(row.orderNumber);
    });
    if (Object.keys(duplicates).length) throw appError('VALIDATION_FAILED', { fields: duplicates });

    const packages = await packagesByIds(
      this.ctx.db,
      rows.map((r) => r.productId),
    );
    const unknown: Record<string, string> = {};
    rows.forEach((row, i) => {
      if (!packages.has(row.productId)) unknown[`${label(i)}.product_id`] = `unknown package ${row.productId}`;
    });
    if (Object.keys(unknown).length) throw appError('UNKNOWN_PACKAGE', { fields: unknown });

    const exists = (found: Set<string>) => {
      const fields: Record<string, string> = {};
      rows.forEach((row, i) => {
        if (found.has(row.orderNumber)) fields[`${label(i)}.order_number`] = `${row.orderNumber} is already imported`;
      });
      return appError('RESERVATION_EXISTS', { fields });
    };
    const now = this.ctx.clock.now();
    return this.ctx.work.run(async ({ tx }) => {
      const taken = await existingOrderNumbers(tx, [...seen]);
      if (taken.size) throw exists(taken);
      const imported = await insertReservations(
        tx,
        rows.map((r) => ({ ...r, importedBy: actorId, createdAt: now })),
      );
      // Another import took some of these numbers since the check: refuse the whole file all the same.
      if (imported !== rows.length) throw appError('RESERVATION_EXISTS');
      return { imported };
    });
  }
}
