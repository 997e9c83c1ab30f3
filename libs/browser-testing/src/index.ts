export { browserSkipReason, CHROMIUM_ARGS, CHROMIUM_PATH, describeInBrowser, launchChromium } from './chromium';
export { axeViolations, expectNoAxeViolations, type AxeViolation } from './axe';
