// Pickup & delivery picker, app embed: puts the <fulfilment-picker> the block rendered in a
// <template data-fulfilment-embed> into the cart page, next to the theme's checkout button.
// data-anchor is a CSS selector (default [name="checkout"]) and data-position "before" or
// "after" it; when no element matches, or the selector is invalid, the picker goes where the
// block rendered (the end of the page). The bundle (/widget/v1/storefront.js) defines the
// element whenever it loads, before or after this runs.
(function () {
  'use strict';

  function anchorFor(selector) {
    try {
      return selector ? document.querySelector(selector) : null;
    } catch (e) {
      return null;
    }
  }

  function place() {
    var templates = document.querySelectorAll('template[data-fulfilment-embed]');
    for (var i = 0; i < templates.length; i++) {
      var template = templates[i];
      var content = template.content.cloneNode(true);
      var anchor = anchorFor(template.getAttribute('data-anchor') || '[name="checkout"]');
      if (anchor && anchor.parentNode) {
        anchor.parentNode.insertBefore(content, template.getAttribute('data-position') === 'after' ? anchor.nextSibling : anchor);
      } else {
        template.parentNode.insertBefore(content, template);
      }
      template.parentNode.removeChild(template);
    }
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', place);
  } else {
    place();
  }
})();
