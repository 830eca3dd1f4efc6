/** HTML fixtures for the analyzer's tests, e2e and bench: a well-built local business page and a bare one. */

export const GOOD_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rosa's Bakery | Fresh Bread & Cakes in Springfield</title>
<meta name="description" content="Rosa's Bakery bakes sourdough, pastries and celebration cakes every morning in downtown Springfield. Order online or visit us today.">
<link rel="canonical" href="https://rosas-bakery.test/">
<link rel="icon" href="/favicon.ico">
<meta property="og:title" content="Rosa's Bakery">
<meta property="og:description" content="Fresh bread and cakes in Springfield">
<meta property="og:image" content="https://rosas-bakery.test/og.jpg">
<meta property="og:site_name" content="Rosa's Bakery">
<meta name="twitter:card" content="summary_large_image">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Rosa's Bakery","telephone":"+1 503-555-0142",
"address":{"@type":"PostalAddress","streetAddress":"12 Main Street","addressLocality":"Springfield","postalCode":"12345"},
"openingHours":"Mo-Sa 07:00-18:00","aggregateRating":{"@type":"AggregateRating","ratingValue":"4.8","reviewCount":"132"}}</script>
</head>
<body>
<header><a href="/">Rosa's Bakery home</a> <a href="tel:+15035550142">Call +1 503-555-0142</a></header>
<h1>Fresh bread and cakes baked every morning</h1>
<p>${'Our family bakery has served Springfield since 1985 with sourdough loaves, croissants, seasonal fruit tarts and custom celebration cakes. '.repeat(12)}</p>
<img src="/bread.jpg" alt="Sourdough loaves on a rack">
<address>12 Main Street, Springfield 12345</address>
<p>Opening hours: Monday to Saturday 7am - 6pm</p>
<iframe title="Map" src="https://www.google.com/maps/embed?pb=rosas"></iframe>
<section><h2>Testimonials</h2><p>Best croissants in town!</p></section>
<form action="/contact" method="post"><label>Email <input type="email" name="email"></label><label>Message <textarea name="message"></textarea></label><button type="submit">Request a quote</button></form>
<a href="/order">Order a cake online</a>
</body>
</html>`;

export const BARE_PAGE = `<html><head><title>Home</title></head><body><p>Welcome</p><img src="a.png"><img src="b.png"><a href="/x">click here</a></body></html>`;

/** About `bytes` of realistic markup (for the 300 KB benchmark page): the good page with many product cards. */
export function largePage(bytes: number): string {
  const card = (index: number) =>
    `<article class="product"><h2>Cake number ${index}</h2><img src="/cake-${index}.jpg" alt="Cake ${index}"><p>A layered sponge with fresh cream, seasonal berries and a light vanilla glaze, baked to order for birthdays, weddings and office parties.</p><a href="/cakes/${index}">See cake ${index}</a></article>\n`;
  const cards: string[] = [];
  let size = GOOD_PAGE.length;
  for (let index = 0; size < bytes; index++) {
    const next = card(index);
    cards.push(next);
    size += next.length;
  }
  return GOOD_PAGE.replace('</body>', `<main>${cards.join('')}</main></body>`);
}
