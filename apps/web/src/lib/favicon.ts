/** The browser tab shows the brand's logo: one <link rel="icon"> whose href is the SVG as a data URL. */
export function setFavicon(svg: string, doc: Document = document) {
  const href = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.type = 'image/svg+xml';
  if (link.getAttribute('href') !== href) link.href = href;
}
