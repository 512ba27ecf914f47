/**
 * The entry of dist/ipo-calendar.iife.js, a classic script: it registers `<ipo-calendar>` and sets no global (the
 * class is `customElements.get('ipo-calendar')`).
 */
import './ipo-calendar.js';
