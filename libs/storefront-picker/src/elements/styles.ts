/**
 * The picker's look, inside shadow DOM (the theme's CSS cannot reach it, and it cannot reach
 * the theme). Themable through CSS custom properties set on the element or any ancestor:
 * `--fp-accent`, `--fp-accent-text`, `--fp-bg`, `--fp-text`, `--fp-muted`, `--fp-border`,
 * `--fp-danger`, `--fp-radius`, `--fp-font`, `--fp-gap`. Light by default, dark with
 * `prefers-color-scheme: dark` or `theme="dark"` (`theme="light"` forces light).
 *
 * `baseStyles` (the custom-property defaults and the controls) is for the elements that stand
 * alone (`<fulfilment-picker>`, and the calendar and slot list the ordering widget reuses);
 * `partStyles` (the controls only) is for the picker's own parts, which inherit the picker's
 * resolved colours (`--_accent`...) and so follow its `theme`.
 */
import { css } from 'lit';

/** Custom-property defaults (`--fp-*` resolved into the private `--_*`), colours and font of a standalone element. */
const hostStyles = css`
  :host {
    --_accent: var(--fp-accent, #1d5fc4);
    --_accent-text: var(--fp-accent-text, #fff);
    --_bg: var(--fp-bg, #fff);
    --_text: var(--fp-text, #1b1f24);
    --_muted: var(--fp-muted, #57606a);
    --_border: var(--fp-border, #8c959f);
    --_danger: var(--fp-danger, #b3261e);
    --_radius: var(--fp-radius, 8px);
    --_gap: var(--fp-gap, 12px);
    display: block;
    color: var(--_text);
    background: var(--_bg);
    font: var(--fp-font, 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    box-sizing: border-box;
    max-width: 100%;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      --_accent: var(--fp-accent, #7fb0ff);
      --_accent-text: var(--fp-accent-text, #0b1220);
      --_bg: var(--fp-bg, #15191e);
      --_text: var(--fp-text, #e8ecf0);
      --_muted: var(--fp-muted, #aab4be);
      --_border: var(--fp-border, #6e7781);
      --_danger: var(--fp-danger, #ff8a80);
    }
  }
  :host([theme='dark']) {
    --_accent: var(--fp-accent, #7fb0ff);
    --_accent-text: var(--fp-accent-text, #0b1220);
    --_bg: var(--fp-bg, #15191e);
    --_text: var(--fp-text, #e8ecf0);
    --_muted: var(--fp-muted, #aab4be);
    --_border: var(--fp-border, #6e7781);
    --_danger: var(--fp-danger, #ff8a80);
  }
`;

/** The shared controls (buttons, inputs, muted and error texts, headings), drawn with the `--_*` colours. */
const controlStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  button,
  input {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: transparent;
    padding: 8px 12px;
    min-height: 40px;
  }
  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-text);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  input {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    padding: 8px 10px;
    min-height: 40px;
    min-width: 0;
  }
  .muted {
    color: var(--_muted);
  }
  .error {
    color: var(--_danger);
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  h2,
  h3 {
    font-size: 1em;
    margin: 0 0 8px;
  }
`;

/** Custom-property defaults and the shared controls: the styles of an element that stands alone. */
export const baseStyles = [hostStyles, controlStyles];

/**
 * The shared controls for a part of `<fulfilment-picker>` (a child element in its shadow
 * root): no custom-property defaults of its own, so it inherits the picker's `--_*` colours
 * (and its `theme`), font and text colour.
 */
export const partStyles = [
  css`
    :host {
      display: block;
      box-sizing: border-box;
    }
  `,
  controlStyles,
];

/** The search forms of the pickup and delivery panels: label on its own line, input and buttons wrapping below. */
export const formStyles = css`
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: flex-end;
  }
  form label {
    flex: 1 1 100%;
    font-weight: 600;
  }
  form input {
    flex: 1 1 140px;
  }
`;
