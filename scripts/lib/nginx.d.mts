/** nginx: `NGINX_PATH`, else Debian's; undefined when missing. */
export function findNginx(): string | undefined

/** nginx's path; throws with the fix when missing. */
export function nginxPath(): string
