// The baseline of issues 4 and 6: the least a React 19 login page can be,
// client-rendered from one entry, so the app's figures have something to be
// divided by. Keep it free of libraries beyond react and react-dom.
import { type FormEvent, StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

function LoginForm() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
  }

  return (
    <main>
      <h1>Entrar</h1>
      <form onSubmit={submit}>
        <label>
          E-mail
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          Palavra-passe
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit" disabled={pending}>
          Entrar
        </button>
      </form>
    </main>
  )
}

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <LoginForm />
  </StrictMode>,
)
