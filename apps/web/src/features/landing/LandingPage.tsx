import { buttonClassName, Card, Stack } from '@conecta/ui'
import { Link } from 'react-router-dom'
import { appConfig } from '../../config/appConfig'
import { formatDuration, formatMeticais } from '../../format/formatMeticais'
import { MPesa } from '../../format/keepNamesWhole'
import { paths } from '../../navigation/paths'
import { usePlans } from '../../plans/usePlans'
import * as layout from '../../styles/layout.css'
import * as styles from './LandingPage.css'

/** The home page: what the product offers, the free trial, the prices, and the way in. */

export function LandingPage() {
  return (
    <Stack gap="xlarge">
      <section className={styles.hero} aria-labelledby="landing-title">
        <h1 id="landing-title" className={styles.title}>
          A sua conta {appConfig.productName}, paga com <MPesa />
        </h1>
        <p className={styles.lead}>
          Crie a sua conta em minutos, experimente grátis e renove a subscrição directamente do
          telemóvel, sem cartão bancário.
        </p>
        <div className={layout.actions}>
          <Link to={paths.register} className={buttonClassName()}>
            Criar conta grátis
          </Link>
          <Link to={paths.login} className={buttonClassName({ variant: 'secondary' })}>
            Já tenho conta
          </Link>
        </div>
      </section>

      <section aria-labelledby="offer-title">
        <h2 id="offer-title">O que oferecemos</h2>
        <ul className={styles.features}>
          <li>
            <strong>Perfil seguro.</strong> Um só acesso, com e-mail verificado e palavra-passe que
            pode alterar quando quiser.
          </li>
          <li>
            <strong>
              Pagamento por <MPesa />.
            </strong>{' '}
            Confirme com o seu PIN <MPesa /> no telemóvel e receba o comprovativo na hora.
          </li>
          <li>
            <strong>Feito para dados móveis.</strong> Páginas leves, que abrem depressa mesmo com
            rede fraca.
          </li>
        </ul>
      </section>

      <Card as="section" title="Teste gratuito">
        <p>
          Depois de criar a conta e verificar o e-mail, active o teste gratuito no seu perfil e use
          o {appConfig.productName} sem pagar nada. Quando o teste terminar, escolha um plano e
          pague por <MPesa />.
        </p>
      </Card>

      <section aria-labelledby="plans-title">
        <h2 id="plans-title">Preços</h2>
        <Plans />
      </section>
    </Stack>
  )
}

function Plans() {
  const state = usePlans()
  if (state.status === 'loading') {
    return <p className={styles.muted}>A carregar os preços…</p>
  }
  if (state.status === 'failed' || state.plans.length === 0) {
    return (
      <p className={styles.muted}>
        Não foi possível mostrar os preços agora. Pode vê-los depois de entrar, no separador
        Subscrição do seu perfil.
      </p>
    )
  }
  return (
    <ul className={styles.plans}>
      {state.freeTrialDays === null ? null : (
        <li className={styles.plan}>
          <span className={styles.planName}>Teste gratuito</span>
          <span className={styles.planPrice}>Grátis</span>
          <span className={styles.muted}>{formatDuration(state.freeTrialDays)}</span>
        </li>
      )}
      {state.plans.map((plan) => (
        <li key={plan.id} className={styles.plan}>
          <span className={styles.planName}>{plan.name}</span>
          <span className={styles.planPrice}>{formatMeticais(plan.price)}</span>
          <span className={styles.muted}>{formatDuration(plan.duration_days)}</span>
        </li>
      ))}
    </ul>
  )
}
