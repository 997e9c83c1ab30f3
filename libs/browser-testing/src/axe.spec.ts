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

  it('checks the page at rest: a fade-in still running is waited for; an endless animation is not', async () => {
    // The text fades from near-white (fails color-contrast) to black over 800 ms; a spinner turns forever.
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>fade</title><style>' +
        '#t{color:#eee;transition:color 800ms linear}#t.in{color:#000}' +
        '@keyframes spin{to{transform:rotate(360deg)}}#s{width:10px;height:10px;animation:spin 1s linear infinite}' +
        '</style></head><body><main><h1>Hi</h1><p id="t">Fading in</p><div id="s"></div></main></body></html>',
    );
    await page.evaluate(`document.getElementById('t').getBoundingClientRect(); document.getElementById('t').className = 'in'`);
    expect(await page.evaluate<number>(`document.getAnimations().filter((a) => a.playState === 'running').length`)).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    // Mid-fade, the same text fails: the wait is what made it pass.
    await page.evaluate(`document.getElementById('t').style.transition = 'none'; document.getElementById('t').style.color = '#eee'`);
    expect((await axeViolations(page)).map((v) => v.id)).toEqual(['color-contrast']);
  });
});
