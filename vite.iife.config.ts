/** `vite build -c vite.iife.config.ts` makes dist/ipo-calendar.iife.js: the element for a classic `<script src>`. */
import { defineConfig } from 'vite';
import { bundle } from './vite.config.js';

export default defineConfig(bundle('src/classic-script.ts', 'iife', 'ipo-calendar.iife.js'));
