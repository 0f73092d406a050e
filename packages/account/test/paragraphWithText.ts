// The same matcher as packages/ui's tests use, shared by path rather than copied.
export { paragraphWithText } from '../../ui/test/paragraphWithText.js'
