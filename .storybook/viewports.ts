// The product is used on phones first: stories open, and are tested, at the
// size of a common small Android phone.

/** Default viewport, in CSS pixels: stories open and run their tests at this size. */
export const phone = { width: 360, height: 740 }

const px = (value: number) => `${value}px`

export const viewportOptions = {
  telemovel: {
    name: 'Telemóvel (360 × 740)',
    styles: { width: px(phone.width), height: px(phone.height) },
    type: 'mobile',
  },
  telemovelPequeno: {
    name: 'Telemóvel pequeno (320 × 568)',
    styles: { width: px(320), height: px(568) },
    type: 'mobile',
  },
  tablet: {
    name: 'Tablet (768 × 1024)',
    styles: { width: px(768), height: px(1024) },
    type: 'tablet',
  },
  computador: {
    name: 'Computador (1280 × 800)',
    styles: { width: px(1280), height: px(800) },
    type: 'desktop',
  },
} as const

export const defaultViewport = 'telemovel' satisfies keyof typeof viewportOptions
