// The same matcher as the packages' tests use, shared by path rather than copied.
export { paragraphWithText } from '../../../packages/ui/test/paragraphWithText.js'
