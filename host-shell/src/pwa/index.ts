export { INSTALL_DISMISSED_KEY, InstallPrompt, isDismissed, isStandalone } from './InstallPrompt';
export { buildId, registerServiceWorker, workerUrl } from './registerSw';
