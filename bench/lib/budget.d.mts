/** bench/budget.json */
export const BUDGET_FILE: string

export const BUDGET_TOLERANCE: number

export function prerenderedRoutes(dist: string): Promise<Map<string, string>>

export function measureInitialJs(dist: string): Promise<Record<string, number>>

export type BudgetStatus = 'within' | 'over' | 'smaller' | 'new' | 'removed'

export interface BudgetRow {
  route: string
  budget: number | null
  measured: number | null
  change: number | null
  status: BudgetStatus
}

export interface BudgetComparison {
  rows: BudgetRow[]
  /** One message per route that breaks the budget. */
  failures: string[]
  notes: string[]
}

export function compareWithBudget(
  measured: Readonly<Record<string, number>>,
  budget: Readonly<Record<string, number>>,
  tolerance?: number,
): BudgetComparison

export function formatComparison(comparison: BudgetComparison): string

export function readBudget(file: string): Promise<Record<string, number>>

export function writeBudget(file: string, measured: Readonly<Record<string, number>>): Promise<void>
