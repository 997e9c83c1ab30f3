import { css } from 'lit';

/**
 * The widget's styles, inside its shadow root and its parts' (the theme cannot reach in, the
 * widget cannot reach out). Themable through custom properties on the element:
 * `--ow-accent`, `--ow-accent-text`, `--ow-bg`, `--ow-text`, `--ow-muted`, `--ow-border`,
 * `--ow-danger`, `--ow-radius`, `--ow-font`. Colours meet WCAG AA contrast on the defaults; one
 * column below 640 px (the cart a sticky summary bar at the bottom, the times one scrollable
 * row), menu and cart side by side above (apps/ordering-widget/README.md, "Accessibility and layout").
 *
 * `<ordering-widget>` resolves the `--ow-*` properties into the private `--_*` ones
 * (`widgetStyles`); its parts (child elements in its shadow root) inherit those, its font and
 * text colour, and draw the shared controls with `controlStyles` (through `partStyles`).
 */

/** The shared controls: headings, buttons, inputs, labels, lists, cards, totals, texts. */
export const controlStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  h2,
  h3,
  h4 {
    margin: 0 0 8px;
    line-height: 1.25;
  }
  h2 {
    font-size: 1.3em;
  }
  h3 {
    font-size: 1.1em;
  }
  h4 {
    font-size: 1em;
  }
  [tabindex='-1']:focus {
    outline: none;
  }
  button,
  input,
  textarea {
    font: inherit;
    color: inherit;
  }
  button {
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
    border-radius: var(--_radius);
    padding: 8px 14px;
    cursor: pointer;
    min-height: 40px;
  }
  button.secondary {
    background: transparent;
    color: var(--_accent);
  }
  button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  button:focus-visible,
  input:focus-visible,
  textarea:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  input[type='text'],
  input[type='email'],
  input[type='search'],
  textarea {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 8px 10px;
    background: var(--_bg);
    width: 100%;
  }
  label {
    display: block;
    font-weight: 600;
    margin: 8px 0 4px;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .muted {
    color: var(--_muted);
  }
  .row {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    align-items: end;
  }
  .row > .grow {
    flex: 1 1 200px;
  }
  ul.plain {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .card {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 10px 12px;
    margin-bottom: 8px;
  }
  .card .head {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: baseline;
    flex-wrap: wrap;
  }
  .totals {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px;
    margin: 8px 0;
  }
  .error {
    color: var(--_danger);
    margin: 4px 0;
  }
  .actions {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    margin-top: 12px;
  }
`;

/** The styles of a part of `<ordering-widget>`: a block with the shared controls, in the widget's colours and font. */
export const partStyles = [
  css`
    :host {
      display: block;
      box-sizing: border-box;
    }
  `,
  controlStyles,
];

/** `<ordering-widget>`'s own styles: the custom properties, the banner, the notice, the method buttons, the two-column layout. */
export const widgetStyles = [
  css`
    :host {
      --_accent: var(--ow-accent, #1d5fc4);
      --_accent-text: var(--ow-accent-text, #fff);
      --_bg: var(--ow-bg, #fff);
      --_text: var(--ow-text, #1b1f24);
      --_muted: var(--ow-muted, #57606a);
      --_border: var(--ow-border, #8c959f);
      --_danger: var(--ow-danger, #b3261e);
      --_radius: var(--ow-radius, 8px);
      /* the reused calendar and slot list take the same colours */
      --fp-accent: var(--_accent);
      --fp-accent-text: var(--_accent-text);
      --fp-bg: var(--_bg);
      --fp-text: var(--_text);
      --fp-muted: var(--_muted);
      --fp-border: var(--_border);
      display: block;
      color: var(--_text);
      background: var(--_bg);
      font: var(--ow-font, 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
      max-width: 100%;
      box-sizing: border-box;
    }
  `,
  controlStyles,
  css`
    .banner {
      border: 2px dashed var(--_danger);
      color: var(--_danger);
      border-radius: var(--_radius);
      padding: 6px 10px;
      margin-bottom: 12px;
    }
    .notice {
      border-left: 4px solid var(--_danger);
      padding: 8px 12px;
      margin: 0 0 12px;
      color: var(--_danger);
    }
    .methods {
      display: flex;
      gap: 12px;
      flex-wrap: wrap;
      border: 0;
      padding: 0;
      margin: 0 0 12px;
    }
    /* Phones: one column, the cart a summary bar kept at the bottom of the screen (sticky in the
       layout's block, so it leaves with the step); the slot list one scrollable row of one-line chips. */
    .layout {
      display: block;
    }
    ordering-cart {
      position: sticky;
      bottom: 0;
      z-index: 3;
      margin-top: 16px;
    }
    fulfilment-slot-list {
      --fp-slots-columns: none;
      --fp-slots-flow: column;
      --fp-slots-wrap: nowrap;
    }
    /* Wider: menu (or time) and cart side by side, the cart kept in view beside a long menu. */
    @media (min-width: 640px) {
      .layout {
        display: grid;
        gap: 16px;
        grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
      }
      ordering-cart {
        top: 8px;
        bottom: auto;
        margin-top: 0;
      }
      fulfilment-slot-list {
        --fp-slots-columns: repeat(auto-fill, minmax(200px, 1fr));
        --fp-slots-flow: row;
      }
    }
  `,
];
