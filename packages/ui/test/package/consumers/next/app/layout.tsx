import { conectaTheme } from '@conecta/ui'
import '@conecta/ui/style.css'
import '@conecta/mpesa/style.css'
import '@conecta/account/style.css'
import type { ReactNode } from 'react'

export const metadata = { title: '@conecta/ui no Next.js' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt" className={conectaTheme}>
      <body>{children}</body>
    </html>
  )
}
