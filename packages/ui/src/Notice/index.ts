export type { NoticeProps, NoticeRole, NoticeTone } from './Notice.js'
export { Notice } from './Notice.js'
