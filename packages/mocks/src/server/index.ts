export { formatMail } from './formatMail'
export {
  DEV_MAIL_PATH,
  type DemoServer,
  type DemoServerOptions,
  type DeploymentFaults,
  MAX_BODY_BYTES,
  startDemoServer,
} from './startDemoServer'
