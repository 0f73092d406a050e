export interface BlockCost {
  name: string
  /** Gzip bytes on top of React, every other dependency included. */
  gzip: number
  /** The same for a host that has XState already. */
  withoutXState: number
}

/** Most gzip bytes a block may cost, with XState and for a host that has it. */
export interface BlockBudget {
  gzip: number
  withoutXState: number
}

export const BLOCKS: ReadonlyArray<{ name: string; entry: string }>

export function measureBlocks(): Promise<BlockCost[]>

/** A block's entry (a file under bench/blocks/) as a host's bundler builds it: its code and stylesheet. */
export function bundledText(entry: string): Promise<string>

export function readBlockBudget(file: string): Promise<Record<string, BlockBudget>>

export function compareBlocksWithBudget(
  costs: BlockCost[],
  budget: Readonly<Record<string, BlockBudget>>,
): { lines: string[]; failures: string[] }
