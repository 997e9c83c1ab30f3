export { browserSkipReason, CHROMIUM_ARGS, CHROMIUM_PATH, describeInBrowser, launchChromium } from './chromium';
export { axeViolations, expectNoAxeViolations, type AxeViolation } from './axe';
export { ensureBuilt, freePort, startNode, waitForUrl, type LiveProcess } from './live-process';
