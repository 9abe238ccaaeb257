// Async boundary for the federation runtime (shared modules resolve before app code runs).
// The login page is a light island of its own; everything else is the shell.
import { isLoginPath } from './login/path';

if (isLoginPath(window.location.pathname)) void import('./login/mount');
else void import('./bootstrap');
