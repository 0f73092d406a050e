import { DeleteAccount } from '@conecta/account/react'
import { Card } from '@conecta/ui'
import { useNavigate } from 'react-router-dom'
import { paths } from '../../navigation/paths'
import * as layout from '../../styles/layout.css'
import { showToast } from '../../toast/toastBus'

export const ACCOUNT_DELETED_TITLE = 'A sua conta foi eliminada'

/**
 * The account's deletion (@conecta/account's block, in this tab's card). Once it is gone: home
 * first, then the block signs the session out (useSignOutToHome says why in that order), and the
 * goodbye.
 */
export function DeleteAccountSection() {
  const navigate = useNavigate()
  return (
    <DeleteAccount
      onDeleted={async () => {
        await navigate(paths.home, { replace: true, flushSync: true })
        showToast({
          title: ACCOUNT_DELETED_TITLE,
          description: 'Os seus dados foram apagados. Obrigado por ter usado o Conecta.',
          variant: 'success',
        })
      }}
      frame={(title, content) => (
        <Card as="section" title={title} className={layout.column}>
          {content}
        </Card>
      )}
    />
  )
}
