export { useOnlineStatus } from './useOnlineStatus.js'
