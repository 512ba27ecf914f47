// The Worker's entry: the relay as built in the ipo-calendar package (dist/relay/worker.js), the Worker and its
// Durable Object class.
export { default, IpoRelay } from 'ipo-calendar/relay/worker';
