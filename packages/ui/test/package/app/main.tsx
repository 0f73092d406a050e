/// <reference types="vite/client" />
// A site that embeds the BUILT package the documented way: no vanilla-extract,
// the stylesheet imported once, the theme class on a root element.
import { Button, conectaTheme } from '@conecta/ui'
import '@conecta/ui/style.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
root.classList.add(conectaTheme)

createRoot(root).render(
  <StrictMode>
    <main>
      <Button>Entrar</Button>
    </main>
  </StrictMode>,
)
