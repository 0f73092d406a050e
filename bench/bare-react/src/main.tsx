// The baseline of docs/architecture.md#performance: the least a React 19 login page can be,
// client-rendered from one entry, so the app's figures have something to be
// divided by. Keep it free of libraries beyond react and react-dom.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LoginForm } from './LoginForm'

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <LoginForm />
  </StrictMode>,
)
