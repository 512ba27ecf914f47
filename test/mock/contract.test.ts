import { describeContract } from './contract.js';
import { inProcess, overHttp } from './target.js';

describeContract('the core through msw handlers', inProcess);
describeContract('the mock server over HTTP, cross-origin', overHttp);
