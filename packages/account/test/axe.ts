// The same check as packages/ui uses, shared by path rather than copied.
export { expectNoAxeViolations } from '../../ui/test/axe.js'
