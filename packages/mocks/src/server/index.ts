export { formatMail } from './formatMail'
export {
  DEV_MAIL_PATH,
  type DemoServer,
  type DemoServerOptions,
  startDemoServer,
} from './startDemoServer'
