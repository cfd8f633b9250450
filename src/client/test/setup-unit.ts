/** The unit project (node): any unexpected console.error fails the test that made it. */
import { failOnConsoleError } from './console-guard';

failOnConsoleError();
