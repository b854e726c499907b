/**
 * Testing Library's waits (`findBy…`, `waitFor`) give up after 1 s by default: on a loaded
 * machine a Mantine dialog's transition alone can take longer. 5 s, for every client test.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
