import { SqlClauseError } from './sql-clause-error.ts';
import type { SqlToken } from './sql-lexer.ts';

/**
 * Bounds on a free SQL fragment before node-sql-parser sees it. The parser is a synchronous PEG
 * parser that costs about 12-25 µs per token (measured: 2,000 tokens ≈ 25-50 ms, a 40,000-term OR
 * held the event loop for seconds and then overflowed the stack); nothing can interrupt it, so the
 * only bound is on its input. Fragments are expressions typed in a control: a few hundred tokens.
 * Large value lists belong in filters, which are compiled without the parser.
 */
export const CLAUSE_LIMITS = {
  /** UTF-8 bytes of the fragment as sent (checked before the lexer runs). */
  maxBytes: 64 * 1024,
  /** Significant tokens (no spaces or comments): about 1,000 values in an IN list. */
  maxTokens: 2_000,
  /** Nested parentheses. */
  maxDepth: 64,
} as const;

/** Throws 400 when the fragment's text is over the byte limit; run before tokenising. */
export function assertClauseSize(clause: string): void {
  // Cheap pre-check: a UTF-8 byte is at least one UTF-16 unit and at most three.
  if (clause.length * 3 <= CLAUSE_LIMITS.maxBytes) return;
  if (Buffer.byteLength(clause, 'utf8') > CLAUSE_LIMITS.maxBytes) {
    throw new SqlClauseError(
      `Custom SQL is too long: at most ${CLAUSE_LIMITS.maxBytes} bytes are allowed`,
    );
  }
}

/** Throws 400 when the significant tokens are too many or nest parentheses too deep. */
export function assertClauseComplexity(significant: readonly SqlToken[]): void {
  if (significant.length > CLAUSE_LIMITS.maxTokens) {
    throw new SqlClauseError(
      `Custom SQL is too complex: at most ${CLAUSE_LIMITS.maxTokens} tokens are allowed`,
    );
  }
  let depth = 0;
  for (const t of significant) {
    if (t.kind === 'open' && ++depth > CLAUSE_LIMITS.maxDepth) {
      throw new SqlClauseError(
        `Custom SQL is nested too deeply: at most ${CLAUSE_LIMITS.maxDepth} levels of parentheses are allowed`,
      );
    }
    if (t.kind === 'close') depth--;
  }
}
