import type fc from 'fast-check';
import type { Pair } from './pair';

/** What both stores agreed on so far and the test needs later: each account's current password. */
export interface Agreed {
  /** By the account's raider key: its nickname as stored and its password. */
  passwords: Map<string, { nickname: string; password: string }>;
}

/**
 * One generated command. Every command applies to both stores and compares the answers, so none has
 * a precondition: a command that makes no sense now (a roster decision by a raider) checks the error.
 */
export class Step implements fc.AsyncCommand<Agreed, Pair> {
  constructor(
    private readonly label: string,
    private readonly apply: (agreed: Agreed, pair: Pair) => Promise<void>,
  ) {}

  check(): boolean {
    return true;
  }

  async run(agreed: Agreed, pair: Pair): Promise<void> {
    pair.log.push(this.label);
    await this.apply(agreed, pair);
  }

  toString(): string {
    return this.label;
  }
}
