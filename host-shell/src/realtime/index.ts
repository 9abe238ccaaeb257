export { onSocketEvent } from '@shiftdesk/shared/core';
export { createShellRealtime, REFRESH_TOKEN_URL } from './controller';
export { ShellServices } from './ShellServices';
