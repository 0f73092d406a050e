// The one-form login page both reference pages render (bench/bare-react and
// bench/floor-react), so the two differ only in the libraries around it.
import { type FormEvent, type ReactNode, useState } from 'react'

/** `before` and `after` slot the floor page's session line and link around the form. */
export function LoginForm({ before, after }: { before?: ReactNode; after?: ReactNode }) {
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
      {before}
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
      {after}
    </main>
  )
}
