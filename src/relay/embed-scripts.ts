/**
 * The two small scripts of the embed (docs/embedding.md), served by the relay as files (the pages' policy allows no
 * inline script). Plain ES2017 for any browser a host page has.
 *
 * - The frame's: posts the page's height to its parent whenever it changes, as `{ type: 'ipo-calendar:height',
 *   height }`, and as WordPress's `{ message: 'height', value, secret }` when the frame's URL ends in `#?secret=…`
 *   (WordPress's sandboxed oEmbed frames).
 * - `embed.js`, for any host page: sets the height of each iframe of this relay whose page posts one.
 */
export const FRAME_SCRIPT = `(function () {
  var match = /[#&?]secret=([A-Za-z0-9]{1,32})/.exec(location.hash);
  var secret = match ? match[1] : null;
  var last = -1;
  function post() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    parent.postMessage({ type: 'ipo-calendar:height', height: height }, '*');
    if (secret) parent.postMessage({ message: 'height', value: height, secret: secret }, '*');
  }
  new ResizeObserver(post).observe(document.documentElement);
  post();
})();
`;

/** `relay`: the relay's origin, whose frames it resizes. */
export const hostScript = (relay: string) => `(function () {
  var RELAY = ${JSON.stringify(relay)};
  addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'ipo-calendar:height' || typeof data.height !== 'number') return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      var frame = frames[i];
      if (frame.contentWindow !== event.source || frame.src.indexOf(RELAY + '/embed') !== 0) continue;
      frame.style.height = Math.min(Math.max(Math.ceil(data.height), 80), 5000) + 'px';
    }
  });
})();
`;
