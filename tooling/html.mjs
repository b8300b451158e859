// @ts-check

/**
 * `text` as React writes it into HTML (a text node or an attribute's value): what a test looks for
 * in a server's HTML to find a text the page shows.
 * @param {string} text
 * @returns {string}
 */
export const asHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;');
