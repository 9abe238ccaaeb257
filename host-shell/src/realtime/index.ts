export { onSocketEvent } from '@shiftdesk/shared';
export { createShellRealtime, REFRESH_TOKEN_URL } from './controller';
export { ShellServices } from './ShellServices';
