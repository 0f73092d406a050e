export type { NoticeProps, NoticeRole, NoticeTone } from './Notice'
export { Notice } from './Notice'
