// @ts-check
/*
 * The website forms' script (served by website-api at /assets/forms.js, loaded with the
 * page's CSP nonce). It enhances every `form[data-config]` of the page: gets a reCAPTCHA
 * v3 token just before submitting (or keeps the test-mode token), posts with fetch,
 * shows the success in place, and maps a problem's `errors` onto the fields
 * (aria-invalid, a message linked by aria-describedby, focus on the first wrong field);
 * 429 shows the wait from Retry-After, a 502 whose enquiry is stored says so, a 401 asks
 * to try again. Without this script the forms post normally and the server answers
 * 303 back to the page (docs/api-decisions.md, "Contact page"). All texts come from the
 * form's data-config; this file holds none.
 */
(function () {
  'use strict';

  /**
   * @typedef {{ mode: 'recaptcha', siteKey: string, action: string } | { mode: 'test' }} CaptchaConfig
   * @typedef {{ form: string, captcha: CaptchaConfig | null, labels: Record<string, string>, rules: Record<string, string>,
   *   outcomes: Record<string, string>, sending: string }} FormConfig
   * @typedef {{ field: string, rule: string, message?: string }} FieldError
   * @typedef {{ status?: number, code?: string, errors?: FieldError[], enquiryStored?: boolean }} Problem
   * @typedef {{ ready(cb: () => void): void, execute(siteKey: string, options: { action: string }): Promise<string> }} ReCaptcha
   */

  /** @param {string} template @param {Record<string, string | number>} values */
  function format(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return name in values ? String(values[name]) : whole;
    });
  }

  /** @param {string} siteKey @param {string} action @returns {Promise<string>} */
  function recaptchaToken(siteKey, action) {
    return new Promise(function (resolve, reject) {
      var loaded = /** @type {any} */ (window).grecaptcha;
      if (!loaded) return reject(new Error('reCAPTCHA is not loaded'));
      /** @type {ReCaptcha} */
      var grecaptcha = loaded;
      grecaptcha.ready(function () {
        grecaptcha.execute(siteKey, { action: action }).then(resolve, reject);
      });
    });
  }

  /** @param {HTMLFormElement} form */
  function enhance(form) {
    /** @type {FormConfig} */
    var config = JSON.parse(form.getAttribute('data-config') || '{}');
    var status = /** @type {HTMLElement} */ (form.querySelector('.status'));
    var button = /** @type {HTMLButtonElement} */ (form.querySelector('button[type="submit"]'));
    var buttonText = button.textContent || '';
    var busy = false;

    /** @param {string} text @param {boolean} ok */
    function showStatus(text, ok) {
      status.textContent = text;
      status.className = 'status ' + (ok ? 'status--ok' : 'status--error');
      status.hidden = false;
      status.focus();
    }

    function clearErrors() {
      status.hidden = true;
      status.textContent = '';
      form.querySelectorAll('[aria-invalid]').forEach(function (control) {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-describedby');
      });
      form.querySelectorAll('.field-error').forEach(function (p) {
        /** @type {HTMLElement} */ (p).hidden = true;
        p.textContent = '';
      });
    }

    /** @param {FieldError[]} errors @returns {boolean} whether every error was shown at a field */
    function showFieldErrors(errors) {
      var allShown = true;
      errors.forEach(function (error) {
        var control = /** @type {HTMLElement | null} */ (form.querySelector('[name="' + error.field + '"]:not([type="hidden"])'));
        var message = control && document.getElementById(control.id + '-error');
        if (!control || !message || control.getAttribute('aria-invalid')) {
          if (!control || !message) allShown = false;
          return;
        }
        var label = config.labels[error.field] || error.field;
        message.textContent = format(config.rules[error.rule] || config.rules.required, { field: label });
        message.hidden = false;
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', message.id);
      });
      // The first wrong field in page order gets the focus.
      var first = /** @type {HTMLElement | null} */ (form.querySelector('[aria-invalid="true"]'));
      if (first) {
        status.textContent = config.outcomes.invalid;
        status.className = 'status status--error';
        status.hidden = false;
        first.focus();
      }
      return allShown && first !== null;
    }

    /** @param {Response} res @param {Problem | null} problem */
    function showProblem(res, problem) {
      var code = (problem && problem.code) || '';
      if (res.status === 429) {
        var seconds = Math.max(1, Math.ceil(Number(res.headers.get('Retry-After')) || 60));
        return showStatus(format(config.outcomes['rate-limited'], { seconds: seconds }), false);
      }
      if (code === 'CAPTCHA_INVALID' || code === 'CAPTCHA_MISSING') return showStatus(config.outcomes['bot-check'], false);
      if (code === 'NEWSLETTER_OPTED_OUT') return showStatus(config.outcomes['opted-out'], false);
      if (code === 'VALIDATION_FAILED' && problem && problem.errors && problem.errors.length) {
        if (showFieldErrors(problem.errors)) return;
        return showStatus(config.outcomes.error, false);
      }
      if (res.status === 502 && problem && problem.enquiryStored) {
        form.reset();
        return showStatus(config.outcomes.stored, true);
      }
      showStatus(res.status >= 500 ? config.outcomes.unavailable : config.outcomes.error, false);
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (busy) return;
      busy = true;
      clearErrors();
      button.disabled = true;
      button.textContent = config.sending;
      var body = new URLSearchParams();
      new FormData(form).forEach(function (value, name) {
        if (typeof value === 'string') body.append(name, value);
      });
      var captcha = config.captcha;
      var botCheckFailed = false;
      var token =
        captcha && captcha.mode === 'recaptcha'
          ? recaptchaToken(captcha.siteKey, captcha.action).catch(function (error) {
              botCheckFailed = true; // reCAPTCHA not loaded (blocked, offline) or refused to answer
              throw error;
            })
          : Promise.resolve(null);
      token
        .then(function (value) {
          if (value !== null) body.set('captchaToken', value);
          return fetch(form.action, { method: 'POST', body: body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
        })
        .then(function (res) {
          return res
            .json()
            .catch(function () {
              return null;
            })
            .then(function (/** @type {Problem | null} */ data) {
              if (res.ok) {
                form.reset();
                form.querySelectorAll('.field, button').forEach(function (element) {
                  /** @type {HTMLElement} */ (element).hidden = true;
                });
                return showStatus(config.outcomes[config.form === 'contact' ? 'sent' : 'subscribed'], true);
              }
              showProblem(res, data);
            });
        })
        .catch(function () {
          showStatus(botCheckFailed ? config.outcomes.unavailable : config.outcomes.network, false);
        })
        .finally(function () {
          busy = false;
          button.disabled = false;
          button.textContent = buttonText;
        });
    });
  }

  document.querySelectorAll('form[data-config]').forEach(function (form) {
    enhance(/** @type {HTMLFormElement} */ (form));
  });
})();
