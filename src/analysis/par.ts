/**
 * Par: the result of a deal when both sides bid perfectly, knowing the double-dummy table.
 *
 * The standard model: the auction is a game over the 35 contracts in bidding order (AUC-1). A side
 * may bid any contract higher than the last; a contract that makes is left undoubled, one that
 * fails is doubled (a sacrifice); the auction ends when the side to bid prefers the standing
 * contract to anything higher. Each side takes, in each strain, the tricks of its better declarer.
 * Solving that game backwards from 7NT gives par. The par contracts are the contracts where such
 * an auction can end: for each side, strain and declarer, the lowest level scoring par that neither
 * side would bid over — a doubled one only when it is a real sacrifice, over a contract the
 * opponents make and would rather play. Who gets the first chance to bid matters only when
 * both sides can make the same highest contract: with a dealer, the dealer's side bids first.
 *
 * @module
 */
import * as z from "zod/mini";
import {
  SEATS,
  STRAINS,
  VULNERABILITIES,
  type Seat,
  type Side,
  type Strain,
  type Vulnerability,
} from "../schemas/model.js";
import { err, ok, type Result } from "../result.js";
import { isVulnerable } from "../model/seat.js";
import { scoreContractRaw } from "../scoring/contract.js";
import { schemaError } from "./position.js";
import type { DdTable } from "./solve.js";

/** One par contract: the contract, who declares it, doubled or not, and the tricks over or under. */
export interface ParContract {
  /** Bid level, 1–7. */
  readonly level: number;
  /** Strain. */
  readonly strain: Strain;
  /** `"X"` for a doubled sacrifice, `""` for a contract that makes. */
  readonly doubled: "" | "X";
  /** The side that declares it. */
  readonly side: Side;
  /** Every seat of that side that achieves the par score as declarer. */
  readonly declarers: readonly Seat[];
  /** Tricks above the contract (positive) or below it (negative). */
  readonly result: number;
  /** Canonical text: `"4S"`, `"5DX"`, with the declarers and result, e.g. `"4S by NS +1"`. */
  readonly text: string;
}

/** What {@link par} finds. */
export interface Par {
  /** The par score, from North-South's point of view (negative: East-West score). */
  readonly score: number;
  /** Every par contract: for each side, strain and declarer, the lowest level giving the par score. */
  readonly contracts: readonly ParContract[];
  /**
   * Whether the side that bids first changes the par (both sides can make the same highest
   * contract). Without a dealer, {@link par} then reports North-South bidding first.
   */
  readonly dealerSensitive: boolean;
}

const Tricks = z.number().check(z.int(), z.gte(0), z.lte(13));
const StrainRow = z.object({ C: Tricks, D: Tricks, H: Tricks, S: Tricks, NT: Tricks });
const TableSchema = z.object({ N: StrainRow, E: StrainRow, S: StrainRow, W: StrainRow });
const ParArgsSchema = z.object({ vulnerability: z.enum(VULNERABILITIES), dealer: z.optional(z.enum(SEATS)) });

const CONTRACTS = 35;

/** Score to North-South of contract `c` (index level−1)·5+strain declared by `side` (0 NS, 1 EW). */
function scoreOf(table: DdTable, vul: Vulnerability, c: number, side: number, seat?: Seat): number {
  const level = ((c / 5) | 0) + 1;
  const strain = c % 5;
  const s = STRAINS[strain] as Strain;
  const seats = side === 0 ? (["N", "S"] as const) : (["E", "W"] as const);
  const tricks = seat ? table[seat][s] : Math.max(table[seats[0]][s], table[seats[1]][s]);
  const made = tricks >= level + 6;
  const net = scoreContractRaw(
    level,
    strain,
    made ? 0 : 1,
    isVulnerable(vul, side === 0 ? "NS" : "EW"),
    tricks,
    "duplicate",
  ).net;
  return side === 0 ? net : -net;
}

/**
 * Par of a deal from its double-dummy table: the score, every par contract, and whether the dealer
 * matters. Give the dealer for the dealer-sensitive variant; a malformed table or setting is an
 * `INVALID_OPTIONS` error.
 */
export function par(table: DdTable, vulnerability: Vulnerability, dealer?: Seat): Result<Par> {
  const t = TableSchema.safeParse(table);
  if (!t.success) return schemaError("INVALID_OPTIONS", "double-dummy table", t.error.issues);
  const a = ParArgsSchema.safeParse({ vulnerability, dealer });
  if (!a.success) return schemaError("INVALID_OPTIONS", "par", a.error.issues);
  const scores: number[][] = [[], []];
  for (let side = 0; side < 2; side++)
    for (let c = 0; c < CONTRACTS; c++) (scores[side] as number[])[c] = scoreOf(t.data, vulnerability, c, side);
  // standing[side][c]: North-South's result when `side` has bid contract c and the other side acts.
  const standing: number[][] = [new Array<number>(CONTRACTS), new Array<number>(CONTRACTS)];
  // Best the side to act can reach by bidding above c: over[side][c] (c = −1: any contract).
  const best = (side: number, above: number): number => {
    let v = side === 0 ? -Infinity : Infinity;
    for (let c = above + 1; c < CONTRACTS; c++) {
      const x = (standing[side] as number[])[c] as number;
      v = side === 0 ? Math.max(v, x) : Math.min(v, x);
    }
    return v;
  };
  for (let c = CONTRACTS - 1; c >= 0; c--) {
    for (let side = 0; side < 2; side++) {
      const other = 1 - side;
      const pass = (scores[side] as number[])[c] as number;
      const bid = best(other, c);
      (standing[side] as number[])[c] = other === 0 ? Math.max(pass, bid) : Math.min(pass, bid);
    }
  }
  const opening = (first: number): number => {
    const second = 1 - first;
    const afterPass = second === 0 ? Math.max(0, best(second, -1)) : Math.min(0, best(second, -1));
    return first === 0 ? Math.max(afterPass, best(first, -1)) : Math.min(afterPass, best(first, -1));
  };
  const nsFirst = opening(0);
  const ewFirst = opening(1);
  const first = dealer ? SEATS.indexOf(dealer) % 2 : 0;
  const score = first === 0 ? nsFirst : ewFirst;
  const makes = (side: number, c: number): boolean => {
    const s = STRAINS[c % 5] as Strain;
    const [a, b] = side === 0 ? (["N", "S"] as const) : (["E", "W"] as const);
    return Math.max(t.data[a][s], t.data[b][s]) >= ((c / 5) | 0) + 7;
  };
  // A sacrifice belongs to par only when it outbids a contract the opponents make and would
  // rather play: otherwise the same score on some lower doubled contract is an accident of ties.
  const forced = (side: number, c: number): boolean => {
    const other = 1 - side;
    for (let lower = 0; lower < c; lower++) {
      const v = (scores[other] as number[])[lower] as number;
      if (makes(other, lower) && (other === 0 ? v > score : v < score)) return true;
    }
    return false;
  };
  const contracts: ParContract[] = [];
  if (score !== 0) {
    for (let side = 0; side < 2; side++) {
      for (let strain = 0; strain < 5; strain++) {
        const seats = side === 0 ? (["N", "S"] as const) : (["E", "W"] as const);
        for (let level = 1; level <= 7; level++) {
          const c = (level - 1) * 5 + strain;
          if ((scores[side] as number[])[c] !== score || (standing[side] as number[])[c] !== score) continue;
          if (!makes(side, c) && !forced(side, c)) continue;
          const declarers = seats.filter((seat) => scoreOf(t.data, vulnerability, c, side, seat) === score);
          const s = STRAINS[strain] as Strain;
          const tricks = t.data[declarers[0] as Seat][s];
          const doubled = tricks >= level + 6 ? "" : "X";
          const result = tricks - (level + 6);
          const sideName: Side = side === 0 ? "NS" : "EW";
          const by = declarers.length === 2 ? sideName : declarers.join("");
          const text = `${level}${s}${doubled} by ${by}${result === 0 ? "" : result > 0 ? ` +${result}` : ` ${result}`}`;
          contracts.push({ level, strain: s, doubled, side: sideName, declarers, result, text });
          break;
        }
      }
    }
  }
  if (!Number.isFinite(score)) return err("INVALID_OPTIONS", "double-dummy table: no contract can be scored");
  return ok({ score, contracts, dealerSensitive: nsFirst !== ewFirst });
}
