import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer, useMockApi } from '../../test/mswServer'
import { DEMO_API_URL } from '../config/validateEnv'
import { fetchPlans } from './plansApi'

const mensal = { id: 'mensal', name: 'Mensal', price: 299, currency: 'MZN', duration_days: 30 }

function answerPlans(body: Record<string, unknown>) {
  mswServer.use(http.get(`${DEMO_API_URL}/api/subscription/plans`, () => HttpResponse.json(body)))
}

describe('fetchPlans', () => {
  it('given the demo API, should return its plans and the trial it starts (7 days)', async () => {
    useMockApi()

    const catalogue = await fetchPlans()

    expect(catalogue.plans.map((plan) => plan.id)).toEqual(['mensal', 'trimestral', 'anual'])
    expect(catalogue.freeTrialDays).toBe(7)
  })

  it('given a backend that does not say how long the trial lasts, should say it is unknown', async () => {
    useMockApi()
    answerPlans({ data: [mensal] })

    await expect(fetchPlans()).resolves.toEqual({ plans: [mensal], freeTrialDays: null })
  })

  it.each<unknown>([0, 2.5, '7', -1])(
    'given a trial length of %j, should treat it as unknown rather than show it',
    async (value) => {
      useMockApi()
      answerPlans({ data: [mensal], free_trial_days: value })

      expect((await fetchPlans()).freeTrialDays).toBeNull()
    },
  )
})
