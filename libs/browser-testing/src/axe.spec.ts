import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeInBrowser, expectNoAxeViolations, launchChromium } from './index';

describeInBrowser('browser-testing')('axe-core in Debian Chromium', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(() => page.close());

  it('passes a page with a title, a language, a landmark and labelled controls', async () => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>ok</title></head><body><main><h1>Hi</h1><label>Name <input name="n"></label></main></body></html>',
    );
    await expectNoAxeViolations(page);
  });

  it('names the rule and the element of a violation, also inside shadow DOM', async () => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>bad</title></head><body><main><h1>Hi</h1><div id="host"></div></main>' +
        '<script>document.getElementById("host").attachShadow({mode:"open"}).innerHTML = \'<input type="text">\';</script></body></html>',
    );
    const violations = await axeViolations(page);
    expect(violations.map((v) => v.id)).toContain('label');
    expect(violations.find((v) => v.id === 'label')?.targets.join(' ')).toContain('#host');
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/label/);
  });
});
